import { useTranslation } from "#web/app/i18n/use-translation";
import { useRouteLoaderData } from "react-router";
import { ComingSoonCard } from "../components/coming-soon";
import { PageHeader } from "../components/page-header";
import { pageTitle } from "../i18n/page-title";
import type { loader as shellLoader } from "./shell/layout";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.home");
}

export default function Home() {
  const { t } = useTranslation();
  const shell = useRouteLoaderData<typeof shellLoader>("routes/shell/layout");
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("home.greeting", { name: shell?.user.first_name ?? "" })} />
      <ComingSoonCard />
    </div>
  );
}
