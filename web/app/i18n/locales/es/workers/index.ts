import type source from "../../fr/workers";
import list from "./list";
import profile from "./profile";
import tabs from "./tabs";

const workers = { list, profile, tabs } satisfies typeof source;

export default workers;
