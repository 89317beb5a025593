import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Outlet, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { z } from "zod";
import type { WorkerFile } from "#domain/workers/worker-schemas";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { TabLinks } from "#web/app/components/tab-links";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { requireSession } from "#web/app/lib/session.server";
import { WorkerFileHeader } from "../+profile/worker-file-header";
import { workerPageTitle } from "../+profile/worker-page-title";
import { setWorkerArchived } from "../+profile/workers-api.server";
import { loadWorkerFile, workerFileMiddleware } from "./file-loader.server";
import type { Route } from "./+types/layout";

// A worker's file (/workers/{id}, spec 000 §2): loads the worker once for every tab, shows its frame
// (name, state, flags, contact shortcuts, archive and reactivate) and the tab links; each tab is its
// own child route, rendered in the <Outlet/>.

export const WORKER_FILE_ROUTE_ID = "routes/workers/file/layout";

/** The tabs of the file (spec 000 §2 "worker file tabs"), by their URL segment; "" is the profile (index). */
const TABS = [
  { segment: "", label: "workers.profile.tabs.profile" },
  { segment: "availabilities", label: "workers.profile.tabs.availabilities" },
  { segment: "comments", label: "workers.profile.tabs.comments" },
  { segment: "equipment", label: "workers.profile.tabs.equipment" },
  { segment: "emergency-contacts", label: "workers.profile.tabs.emergencyContacts" },
  { segment: "documents", label: "workers.profile.tabs.documents" },
  { segment: "interview", label: "workers.profile.tabs.interview" },
  { segment: "missions", label: "workers.profile.tabs.missions" },
  { segment: "sms", label: "sms.history.tab" },
] as const;

export const middleware: Route.MiddlewareFunction[] = workerFileMiddleware;

export function meta(args: Route.MetaArgs) {
  return workerPageTitle(args, "workers.profile.pages.file");
}

export function loader(args: Route.LoaderArgs) {
  return loadWorkerFile(args);
}

const IntentSchema = z.enum(["archive", "reactivate"]);

/** Archive or reactivate, from the header; the tabs post to their own actions. */
export async function action(args: Route.ActionArgs) {
  await requireSession(args);
  const id = numericIdParam(args.params.id);
  const intent = IntentSchema.safeParse((await args.request.formData()).get("intent"));
  if (!intent.success) throw data(null, { status: 400 });
  return setWorkerArchived(args, id, intent.data);
}

/** The worker the file shows, for the tab routes. */
export function useWorkerFile(): WorkerFile {
  const loaded = useRouteLoaderData<typeof loader>(WORKER_FILE_ROUTE_ID);
  if (!loaded) throw new Error("useWorkerFile outside the worker file");
  return loaded.worker;
}

/** The tab a path shows: its first segment after the file's own path; "" for the profile. */
function tabOf(pathname: string, base: string): string {
  return pathname.startsWith(`${base}/`) ? (pathname.slice(base.length + 1).split("/")[0] ?? "") : "";
}

export default function WorkerFileLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { worker } = loaderData;
  const base = `/workers/${worker.id}`;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const current = tabOf(pathname, base);
  // Another tab of the same worker is loading: the current one dims until it comes.
  const switching =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith(base) &&
    tabOf(navigation.location.pathname, base) !== current;

  return (
    <div className="mx-auto max-w-4xl">
      <WorkerFileHeader worker={worker} />
      <div className="mt-6">
        <TabLinks
          label={t("workers.profile.tabs.label")}
          current={current}
          tabs={TABS.map((tab) => ({ id: tab.segment, to: tab.segment ? `${base}/${tab.segment}` : base, label: t(tab.label) }))}
        />
      </div>
      <div className={`mt-6 transition-opacity ${switching ? "opacity-60" : ""}`} aria-busy={switching}>
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
