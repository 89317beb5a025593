import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, Link, useFetcher, useLocation, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { UserDetailSchema, type UserDetail } from "#domain/users/user-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { DataTable } from "#web/app/components/data-table";
import { EmptyState } from "#web/app/components/empty-state";
import { controlStyles } from "#web/app/components/form/field-styles";
import { Icon } from "#web/app/components/icons";
import { Pagination } from "#web/app/components/pagination";
import { PageHeader } from "#web/app/components/page-header";
import { RelativeDate } from "#web/app/components/relative-date";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { pageTitle } from "#web/app/i18n/page-title";
import { loadAllSpaces } from "#web/app/lib/all-spaces.server";
import { loadFromApi } from "#web/app/lib/api.server";
import { pageInfoOf, pageParam } from "#web/app/lib/route-params.server";
import { useShell } from "../shell/+shared/shell-context";
import { canControlAccount, canManageUser } from "#domain/users/user-rights";
import { screenGranter } from "./+shared/screen-granter";
import { DeletionMessage } from "./+shared/deletion-message";
import { deletionSummary } from "./+shared/deletion-summary";
import { userAreaOf, usersPath } from "./+shared/user-area";
import { deleteUsersFrom } from "./+shared/users.server";
import type { Route } from "./+types/list";
import { SEARCH_MIN_LENGTH, searchTextOf } from "#domain/search/search-text";

const PER_PAGE = 25;

export function meta({ matches, location, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, userAreaOf(location.pathname) === "admin" ? "pages.adminUsers" : "pages.spaceUsers"));
}

/**
 * The users the signed-in administrator manages (spec 000 §2): all of them for the owner in
 * /admin/users, those of their spaces for a space administrator in /space/users (/v1 decides).
 * Search, space filter and page are in the URL.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const spaceId = Number(url.searchParams.get("space_id")) || undefined;
  const page = pageParam(url.searchParams);
  const [users, spaces] = await Promise.all([
    loadFromApi(args, "/users", z.array(UserDetailSchema), { q: searchTextOf(q), space_id: spaceId, page, per_page: PER_PAGE }),
    loadAllSpaces(args),
  ]);
  return {
    users: users.data,
    pageInfo: pageInfoOf(users.headers, page),
    spaces: spaces.map((space) => ({ id: space.id, name: space.name })),
    filters: { q, spaceId: spaceId ?? null },
    now: new Date().toISOString(),
  };
}

export async function action(args: Route.ActionArgs) {
  return deleteUsersFrom(args, await args.request.formData());
}

function fullName(user: Pick<UserDetail, "first_name" | "last_name">) {
  return `${user.first_name} ${user.last_name}`.trim();
}

export default function UserList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const area = userAreaOf(pathname);
  const shell = useShell();
  const navigation = useNavigation();
  const [searchParams, setSearchParams] = useSearchParams();
  const deletion = useFetcher<typeof action>();
  const { users, pageInfo, spaces, filters, now } = loaderData;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const spaceNames = useMemo(() => new Map(spaces.map((space) => [space.id, space.name])), [spaces]);

  // Rows the caller cannot delete: their own account, accounts holding rights they lack, and users
  // who also belong to spaces the caller does not manage.
  const granter = screenGranter(shell, spaces);
  function deletionBlocker(user: UserDetail): string | null {
    if (user.id === shell.user.id) return t("admin.users.cannotDeleteSelf");
    if (!canManageUser(granter, user)) return t("admin.users.cannotDeleteHigher");
    if (!canControlAccount(granter, user)) return t("admin.users.cannotDeleteOtherSpaces");
    return null;
  }
  const selectable = users.filter((user) => deletionBlocker(user) === null);

  // Another page, search or filter: the selection was about rows no longer shown.
  const listKey = searchParams.toString();
  useEffect(() => {
    setSelected(new Set());
  }, [listKey]);

  // Back from a user's page that deleted them: say so once, and drop the flag from the URL.
  const justDeleted = searchParams.get("deleted") === "1";
  useEffect(() => {
    if (!justDeleted) return;
    showSnackbar({ key: "admin.users.deletedAll", values: { count: 1 }, tone: "success" });
    setSearchParams(
      (params) => {
        params.delete("deleted");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [justDeleted, setSearchParams]);

  // Once deleted, rows leave the list: forget them.
  const result = deletion.data;
  useEffect(() => {
    if (result?.ok) setSelected(new Set());
  }, [result]);

  const summary = result?.ok
    ? deletionSummary(result.answer, new Map(Object.entries(result.labels).map(([id, label]) => [Number(id), label])))
    : null;
  const allSelected = selectable.length > 0 && selectable.every((user) => selected.has(user.id));
  const someSelected = selectable.some((user) => selected.has(user.id));
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const deleting = deletion.state !== "idle";

  function toggle(id: number, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function confirmDeletion() {
    const formData = new FormData();
    for (const user of users) {
      if (!selected.has(user.id)) continue;
      formData.append("ids", String(user.id));
      formData.append(`label-${user.id}`, fullName(user) || user.email);
    }
    void deletion.submit(formData, { method: "post" });
    setConfirming(false);
  }

  const hasFilters = Boolean(filters.q || filters.spaceId);

  return (
    <div className={area === "space" ? "mx-auto max-w-5xl" : undefined}>
      <PageHeader
        title={area === "admin" ? t("pages.adminUsers") : t("pages.spaceUsers")}
        description={area === "admin" ? t("admin.users.listIntroAdmin") : t("admin.users.listIntroSpace")}
      >
        <div className="flex flex-wrap gap-2">
          <Link to={usersPath(area, "/groups")} className={buttonStyles.secondary}>
            <Icon name="users" className="size-4" />
            {t("admin.users.groupsLink")}
          </Link>
          <Link to={usersPath(area, "/create")} className={buttonStyles.primary}>
            <Icon name="plus" className="size-4" />
            {t("admin.users.create")}
          </Link>
        </div>
      </PageHeader>

      <Form method="get" role="search" className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="users-q" className="block text-sm font-medium text-ink">
            {t("admin.users.search")}
          </label>
          <div className="relative mt-1.5">
            <Icon name="search" className="pointer-events-none absolute top-2.5 left-3 size-4 text-ink-subtle" />
            <input
              id="users-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              minLength={SEARCH_MIN_LENGTH}
              placeholder={t("admin.users.searchPlaceholder")}
              className={`${controlStyles(false)} pl-9`}
            />
          </div>
        </div>
        {spaces.length > 1 ? (
          <div className="sm:w-56">
            <label htmlFor="users-space" className="block text-sm font-medium text-ink">
              {t("admin.users.spaceFilter")}
            </label>
            <select id="users-space" name="space_id" defaultValue={filters.spaceId ?? ""} className={`mt-1.5 ${controlStyles(false)}`}>
              <option value="">{t("admin.users.allSpaces")}</option>
              {spaces.map((space) => (
                <option key={space.id} value={space.id}>
                  {space.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className={buttonStyles.secondary}>
          {t("admin.common.filter")}
        </button>
      </Form>

      <div className="mt-4 space-y-3" aria-live="polite">
        {summary ? <DeletionMessage summary={summary} /> : null}
        <RefusalAlert answer={result} />
      </div>

      <div className="mt-4 flex min-h-10 flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {selected.size > 0 ? t("admin.users.selectedCount", { count: selected.size }) : null}
        </p>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={selected.size === 0 || deleting}
          onClick={() => setConfirming(true)}
        >
          <Icon name="trash" className="size-4" />
          {t("admin.users.deleteSelected", { count: selected.size })}
        </button>
      </div>

      {users.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            icon="users"
            title={hasFilters ? t("admin.users.emptySearch") : t("admin.users.empty")}
            hint={hasFilters ? t("admin.common.emptySearchHint") : undefined}
          />
        </div>
      ) : (
        <DataTable
          caption={area === "admin" ? t("pages.adminUsers") : t("pages.spaceUsers")}
          loading={loading}
          className="mt-3"
          columns={[
            {
              key: "select",
              label: (
                <input
                  type="checkbox"
                  className="size-4 rounded border-line-strong accent-primary-600"
                  aria-label={t("admin.users.selectPage")}
                  checked={allSelected}
                  ref={(input) => {
                    if (input) input.indeterminate = someSelected && !allSelected;
                  }}
                  disabled={selectable.length === 0}
                  onChange={(event) => setSelected(event.target.checked ? new Set(selectable.map((user) => user.id)) : new Set())}
                />
              ),
              className: "w-10 px-3 py-2.5",
            },
            { key: "name", label: t("admin.users.columnName") },
            { key: "spaces", label: t("admin.users.columnSpaces"), shownFrom: "md" },
            { key: "rights", label: t("admin.users.columnRights"), shownFrom: "sm" },
            { key: "last-login", label: t("admin.users.columnLastLogin"), shownFrom: "lg" },
          ]}
        >
          {users.map((user) => {
            const blocker = deletionBlocker(user);
            const name = fullName(user) || user.email;
            return (
              <tr key={user.id} className="hover:bg-surface-muted/50" data-testid="user-row" data-user-email={user.email}>
                <td className="px-3 py-2.5">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-line-strong accent-primary-600"
                    aria-label={t("admin.users.selectUser", { name })}
                    title={blocker ?? undefined}
                    disabled={blocker !== null}
                    checked={selected.has(user.id)}
                    onChange={(event) => toggle(user.id, event.target.checked)}
                  />
                </td>
                <td className="px-3 py-2.5">
                  <Link to={usersPath(area, `/${user.id}`)} className="font-medium text-ink hover:text-accent hover:underline">
                    {name}
                  </Link>
                  <p className="text-xs break-all text-ink-muted">{user.email}</p>
                </td>
                <td className="hidden px-3 py-2.5 text-ink-muted md:table-cell">
                  <UserSpaces user={user} spaceNames={spaceNames} />
                </td>
                <td className="hidden px-3 py-2.5 sm:table-cell">
                  <RightsBadges user={user} />
                </td>
                <td className="hidden px-3 py-2.5 text-ink-muted lg:table-cell">
                  {user.last_login_at ? <RelativeDate value={user.last_login_at} now={now} /> : t("admin.users.neverLoggedIn")}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}

      <div className="mt-4">
        <Pagination {...pageInfo} />
      </div>

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmDeletion}
        busy={deleting}
        title={t("admin.users.deleteTitle", { count: selected.size })}
        description={t("admin.users.deleteDescription")}
        confirmLabel={t("admin.common.delete")}
      >
        <ul className="max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-ink">
          {users
            .filter((user) => selected.has(user.id))
            .map((user) => (
              <li key={user.id}>{fullName(user) || user.email}</li>
            ))}
        </ul>
      </ConfirmDialog>
    </div>
  );
}

/**
 * The user's spaces by name: an owner's are all of them; spaces the reader does not
 * administer are counted, never shown as numbers.
 */
function UserSpaces({ user, spaceNames }: { user: UserDetail; spaceNames: ReadonlyMap<number, string> }) {
  const { t } = useTranslation();
  if (user.permissions.includes("app-admin")) return <>{t("admin.users.allSpaces")}</>;
  const names = user.space_ids.flatMap((id) => spaceNames.get(id) ?? []);
  const others = user.space_ids.length - names.length;
  if (others > 0) names.push(t("admin.users.otherSpaces", { count: others }));
  return <>{names.join(", ") || "—"}</>;
}

function RightsBadges({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const badges: string[] = [];
  if (user.permissions.includes("app-admin")) badges.push(t("admin.permissions.app-admin.label"));
  if (user.is_admin) badges.push(t("admin.users.badgeAdmin"));
  if (user.api_access) badges.push(t("admin.users.badgeApi"));
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {badges.map((badge) => (
        <span key={badge} className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-ink">
          {badge}
        </span>
      ))}
      <span className="text-xs text-ink-muted">
        {/* An owner holds every right, whatever is stored: "1 permission" would say the opposite. */}
        {user.permissions.includes("app-admin")
          ? t("admin.users.allPermissions")
          : t("admin.users.permissionCount", { count: user.permissions.length })}
      </span>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
