import { useTranslation } from "#web/app/i18n/use-translation";
import { useNavigation } from "react-router";
import { z } from "zod";
import { ActivityLogSchema } from "#domain/activity-logs/activity-log-schemas";
import { UserDetailSchema } from "#domain/users/user-schemas";
import { EmptyState } from "#web/app/components/empty-state";
import { Pagination } from "#web/app/components/pagination";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { loadAllSpaces } from "#web/app/lib/all-spaces.server";
import { loadFromApi } from "#web/app/lib/api.server";
import { pageInfoOf, pageParam } from "#web/app/lib/route-params.server";
import { ActivityLogFiltersForm } from "./+activity-logs/activity-log-filters";
import { activityLogFiltersFromUrl, hasActivityFilters, userChoiceOf, type UserChoice } from "./+activity-logs/activity-log-query";
import { ActivityLogTable } from "./+activity-logs/activity-log-table";
import type { Route } from "./+types/activity-logs";

const PER_PAGE = 25;

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.adminActivityLogs"));
}

/** Spec 000 §3 Activity log, owner only: newest first, by user, space, type, resource and dates. */
export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const filters = activityLogFiltersFromUrl(params);
  const page = pageParam(params);
  const [logs, spaces, user] = await Promise.all([
    loadFromApi(args, "/activity-logs", z.array(ActivityLogSchema), {
      user_id: filters.userId,
      space_id: filters.spaceId,
      type: filters.type,
      schema: filters.schema,
      from: filters.from,
      to: filters.to,
      page,
      per_page: PER_PAGE,
    }),
    loadAllSpaces(args),
    // The chosen user's name for the filter field; a user since deleted is shown by number.
    filters.userId ? loadFromApi(args, `/users/${filters.userId}`, UserDetailSchema).catch(() => null) : null,
  ]);
  const userChoice: UserChoice | null = filters.userId
    ? user
      ? userChoiceOf(user.data)
      : { id: filters.userId, label: `#${filters.userId}`, email: "" }
    : null;
  return {
    logs: logs.data,
    pageInfo: pageInfoOf(logs.headers, page),
    spaces: spaces.map((space) => ({ id: space.id, name: space.name })),
    filters,
    userChoice,
    now: new Date().toISOString(),
  };
}

export default function AdminActivityLogs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { logs, pageInfo, spaces, filters, userChoice, now } = loaderData;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/activity-logs";
  const filtered = hasActivityFilters(filters);

  return (
    <div>
      <PageHeader title={t("pages.adminActivityLogs")} description={t("admin.activityLogs.intro")} />

      <ActivityLogFiltersForm filters={filters} spaces={spaces} userChoice={userChoice} />

      {logs.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            icon="clipboard"
            title={filtered ? t("admin.activityLogs.emptyFiltered") : t("admin.activityLogs.empty")}
            hint={filtered ? t("admin.common.emptySearchHint") : undefined}
          />
        </div>
      ) : (
        <ActivityLogTable logs={logs} spaceNames={new Map(spaces.map((space) => [space.id, space.name]))} now={now} loading={loading} />
      )}

      <div className="mt-4">
        <Pagination {...pageInfo} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
