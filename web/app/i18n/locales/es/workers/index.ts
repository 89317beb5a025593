import type source from "#web/app/i18n/locales/fr/workers";
import labels from "./labels";
import list from "./list";
import profile from "./profile";
import tabs from "./tabs";

const workers = { labels, list, profile, tabs } satisfies typeof source;

export default workers;
