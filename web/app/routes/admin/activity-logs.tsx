import { Fragment, useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { ActivityLogSchema } from "../../../../domain/activity-logs/activity-log-schemas";
import { UserDetailSchema } from "../../../../domain/users/user-schemas";
import { buttonStyles } from "../../components/button-styles";
import { EmptyState } from "../../components/empty-state";
import { AsyncCombobox } from "../../components/form/async-combobox";
import { controlStyles, labelStyles } from "../../components/form/field-styles";
import { Icon } from "../../components/icons";
import { ListPagination } from "../../components/list-pagination";
import { PageHeader } from "../../components/page-header";
import { RelativeDate } from "../../components/relative-date";
import { ScreenErrorBoundary, screenTitleKey } from "../../components/screen-error-boundary";
import { pageTitle } from "../../i18n/page-title";
import { loadAllSpaces } from "../../lib/all-spaces.server";
import { loadFromApi, pageInfoOf, pageParam } from "../../lib/api-data.server";
import { apiFetch } from "../../lib/api.client";
import { changeRows } from "./+shared/activity-changes";
import type { Route } from "./+types/activity-logs";

const PER_PAGE = 25;

/** The entry types and resources /v1 writes (functions/src/routes): what the filters offer. */
const ACTIVITY_TYPES = [
  "create",
  "update",
  "delete",
  "restore",
  "archive",
  "reactivate",
  "login",
  "logout",
  "logout_everywhere",
  "password_change",
  "password_reset_request",
  "password_reset",
  "api_token",
] as const;
const ACTIVITY_SCHEMAS = ["users", "spaces", "account", "sessions", "workers", "companies", "contacts", "competence_checks"] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

interface UserChoice {
  id: number;
  label: string;
  email: string;
}

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.adminActivityLogs"));
}

/** Spec 000 §3 Activity log, owner only: newest first, by user, space, type, resource and dates. */
export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const userId = Number(params.get("user_id")) || null;
  const spaceId = Number(params.get("space_id")) || null;
  const type = params.get("type");
  const schema = params.get("schema");
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = pageParam(params);
  const filters = {
    userId,
    spaceId,
    type: isOneOf(ACTIVITY_TYPES, type) ? type : null,
    schema: isOneOf(ACTIVITY_SCHEMAS, schema) ? schema : null,
    from: DATE_PATTERN.test(from) ? from : "",
    to: DATE_PATTERN.test(to) ? to : "",
  };
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
    userId ? loadFromApi(args, `/users/${userId}`, UserDetailSchema).catch(() => null) : null,
  ]);
  const userChoice: UserChoice | null = userId
    ? user
      ? { id: user.data.id, label: `${user.data.first_name} ${user.data.last_name}`.trim() || user.data.email, email: user.data.email }
      : { id: userId, label: `#${userId}`, email: "" }
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

async function searchUsers(query: string, signal: AbortSignal): Promise<UserChoice[]> {
  const { data } = await apiFetch("/users", { query: { q: query, per_page: 20 }, schema: z.array(UserDetailSchema), signal, notify: false });
  return data.map((user) => ({ id: user.id, label: `${user.first_name} ${user.last_name}`.trim() || user.email, email: user.email }));
}

export default function AdminActivityLogs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { logs, pageInfo, spaces, filters, userChoice, now } = loaderData;
  const [user, setUser] = useState<UserChoice | null>(userChoice);
  // The URL changed (filters applied, reset): the field shows its user.
  useEffect(() => setUser(userChoice), [userChoice]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [rangeError, setRangeError] = useState(false);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/activity-logs";
  const spaceNames = new Map(spaces.map((space) => [space.id, space.name]));
  const hasFilters = Boolean(filters.userId || filters.spaceId || filters.type || filters.schema || filters.from || filters.to);

  function toggle(id: number) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function checkRange(event: FormEvent<HTMLFormElement>) {
    const formData = new FormData(event.currentTarget);
    const from = String(formData.get("from") ?? "");
    const to = String(formData.get("to") ?? "");
    const inverted = from !== "" && to !== "" && from > to;
    setRangeError(inverted);
    if (inverted) event.preventDefault();
  }

  const typeLabel = (type: string) => (isOneOf(ACTIVITY_TYPES, type) ? t(`admin.activityLogs.types.${type}`) : type);
  const schemaLabel = (schema: string) => (isOneOf(ACTIVITY_SCHEMAS, schema) ? t(`admin.activityLogs.schemas.${schema}`) : schema);

  return (
    <div>
      <PageHeader title={t("pages.adminActivityLogs")} description={t("admin.activityLogs.intro")} />

      <Form
        method="get"
        role="search"
        aria-label={t("admin.activityLogs.filters")}
        onSubmit={checkRange}
        className="mt-6 grid grid-cols-2 gap-3 rounded-xl border border-line bg-surface p-4 shadow-xs lg:grid-cols-3"
      >
        <AsyncCombobox<UserChoice>
          label={t("admin.activityLogs.user")}
          value={user}
          onChange={setUser}
          search={searchUsers}
          optionKey={(option) => String(option.id)}
          optionLabel={(option) => option.label}
          renderOption={(option) => (
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="block text-xs text-ink-subtle">{option.email}</span>
            </span>
          )}
          minQueryLength={1}
          className="col-span-2 lg:col-span-1"
          name="user_id"
          formValue={(option) => String(option.id)}
          placeholder={t("admin.activityLogs.userPlaceholder")}
        />
        <FilterSelect
          className="col-span-2 lg:col-span-1"
          label={t("admin.activityLogs.space")}
          name="space_id"
          value={filters.spaceId ? String(filters.spaceId) : ""}
          allLabel={t("admin.activityLogs.allSpaces")}
          options={spaces.map((space) => ({ value: String(space.id), label: space.name }))}
        />
        <FilterSelect
          label={t("admin.activityLogs.type")}
          name="type"
          value={filters.type ?? ""}
          allLabel={t("admin.activityLogs.allTypes")}
          options={ACTIVITY_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
        />
        <FilterSelect
          label={t("admin.activityLogs.schema")}
          name="schema"
          value={filters.schema ?? ""}
          allLabel={t("admin.activityLogs.allSchemas")}
          options={ACTIVITY_SCHEMAS.map((schema) => ({ value: schema, label: schemaLabel(schema) }))}
        />
        <DateField label={t("admin.activityLogs.from")} name="from" value={filters.from} />
        <DateField
          label={t("admin.activityLogs.to")}
          name="to"
          value={filters.to}
          error={rangeError ? t("admin.activityLogs.rangeInverted") : undefined}
        />
        <div className="col-span-2 flex items-end justify-end gap-2 lg:col-span-3">
          {hasFilters ? (
            <Link to="/admin/activity-logs" className={buttonStyles.ghost}>
              {t("admin.activityLogs.reset")}
            </Link>
          ) : null}
          <button type="submit" className={buttonStyles.primary}>
            {t("admin.common.filter")}
          </button>
        </div>
      </Form>

      {logs.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            icon="clipboard"
            title={hasFilters ? t("admin.activityLogs.emptyFiltered") : t("admin.activityLogs.empty")}
            hint={hasFilters ? t("admin.common.emptySearchHint") : undefined}
          />
        </div>
      ) : (
        <div
          className={`mt-4 overflow-x-auto rounded-xl border border-line bg-surface shadow-xs transition-opacity ${loading ? "opacity-60" : ""}`}
          aria-busy={loading}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("admin.activityLogs.caption")}</caption>
            <thead className="border-b border-line bg-surface-muted/60 text-xs font-medium text-ink-muted">
              <tr>
                <th scope="col" className="w-10 px-2 py-2.5">
                  <span className="sr-only">{t("admin.activityLogs.details")}</span>
                </th>
                <th scope="col" className="px-3 py-2.5">
                  {t("admin.activityLogs.date")}
                </th>
                <th scope="col" className="px-3 py-2.5">
                  {t("admin.activityLogs.action")}
                </th>
                <th scope="col" className="hidden px-3 py-2.5 sm:table-cell">
                  {t("admin.activityLogs.user")}
                </th>
                <th scope="col" className="hidden px-3 py-2.5 md:table-cell">
                  {t("admin.activityLogs.space")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {logs.map((log) => {
                const open = expanded.has(log.id);
                const detailsId = `log-${log.id}-details`;
                const who = log.user ? `${log.user.first_name} ${log.user.last_name}`.trim() || log.user.email : t("admin.activityLogs.system");
                return (
                  <Fragment key={log.id}>
                    <tr className="align-top hover:bg-surface-muted/50" data-testid="activity-row">
                      <td className="px-2 py-2">
                        <button
                          type="button"
                          className={buttonStyles.icon}
                          aria-expanded={open}
                          aria-controls={detailsId}
                          aria-label={t("admin.activityLogs.showDetails", { title: log.title })}
                          onClick={() => toggle(log.id)}
                        >
                          <Icon name="chevronRight" className={`size-4 transition-transform ${open ? "rotate-90" : ""}`} />
                        </button>
                      </td>
                      <td className="px-3 py-2.5 whitespace-nowrap text-ink-muted">
                        <RelativeDate value={log.created_at} now={now} />
                      </td>
                      <td className="px-3 py-2.5">
                        <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink">{typeLabel(log.type)}</span>{" "}
                        <span className="text-ink">{schemaLabel(log.schema)}</span>
                        {log.subject_id ? <span className="text-ink-muted"> · {log.subject_id}</span> : null}
                        <p className="text-xs text-ink-subtle sm:hidden">{who}</p>
                      </td>
                      <td className="hidden px-3 py-2.5 sm:table-cell">
                        <span className="text-ink">{who}</span>
                        {log.user ? <p className="text-xs break-all text-ink-subtle">{log.user.email}</p> : null}
                      </td>
                      <td className="hidden px-3 py-2.5 text-ink-muted md:table-cell">
                        {log.space_id ? (spaceNames.get(log.space_id) ?? `#${log.space_id}`) : "—"}
                      </td>
                    </tr>
                    <tr id={detailsId} hidden={!open} className="bg-surface-muted/40">
                      <td />
                      <td colSpan={4} className="px-3 pt-1 pb-4">
                        {open ? <LogDetails log={log} now={now} /> : null}
                      </td>
                    </tr>
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <div className="mt-4">
        <ListPagination {...pageInfo} />
      </div>
    </div>
  );
}

function LogDetails({ log, now }: { log: z.infer<typeof ActivityLogSchema>; now: string }) {
  const { t } = useTranslation();
  const rows = changeRows(log.changes, { yes: t("admin.common.yes"), no: t("admin.common.no") });
  const updates = rows.some((row) => row.kind === "update");
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium text-ink-subtle">{t("admin.activityLogs.title")}</dt>
          <dd className="text-ink">{log.title}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-subtle">{t("admin.activityLogs.exactDate")}</dt>
          <dd className="text-ink">
            <RelativeDate value={log.created_at} now={now} withExact />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-subtle">{t("admin.activityLogs.routePath")}</dt>
          <dd className="font-mono text-xs break-all text-ink" data-testid="route-path">
            {log.route_path ?? "—"}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-subtle">{t("admin.activityLogs.request")}</dt>
          <dd className="font-mono text-xs break-all text-ink">
            {log.method} {log.path}
          </dd>
        </div>
        {log.description ? (
          <div className="sm:col-span-2">
            <dt className="text-xs font-medium text-ink-subtle">{t("admin.activityLogs.description")}</dt>
            <dd className="text-ink">{log.description}</dd>
          </div>
        ) : null}
      </dl>
      {rows.length === 0 ? (
        <p className="text-xs text-ink-subtle">{t("admin.activityLogs.noChanges")}</p>
      ) : (
        <table className="w-full max-w-3xl text-left text-xs">
          <caption className="mb-1 text-left text-xs font-medium text-ink-subtle">
            {updates ? t("admin.activityLogs.changes") : t("admin.activityLogs.values")}
          </caption>
          <thead className="text-ink-subtle">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t("admin.activityLogs.field")}
              </th>
              {updates ? (
                <>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t("admin.activityLogs.before")}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t("admin.activityLogs.after")}
                  </th>
                </>
              ) : (
                <th scope="col" className="py-1 font-medium">
                  {t("admin.activityLogs.value")}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.field}>
                <th scope="row" className="py-1 pr-3 font-mono font-normal text-ink-muted">
                  {row.field}
                </th>
                {row.kind === "update" ? (
                  <>
                    <td className="py-1 pr-3 break-all text-ink-muted line-through decoration-ink-subtle/60">{row.from}</td>
                    <td className="py-1 break-all text-ink">
                      <span aria-hidden="true">→ </span>
                      {row.to}
                    </td>
                  </>
                ) : (
                  <td className="py-1 break-all text-ink" colSpan={updates ? 2 : 1}>
                    {row.value}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function FilterSelect({
  label,
  name,
  value,
  allLabel,
  options,
  className,
}: {
  className?: string;
  label: string;
  name: string;
  value: string;
  allLabel: string;
  options: { value: string; label: string }[];
}) {
  const id = `filter-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} key={value} className={`mt-1.5 ${controlStyles(false)}`}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateField({ label, name, value, error }: { label: string; name: string; value: string; error?: string }) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        key={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1.5 ${controlStyles(Boolean(error))}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-primary-600 dark:text-primary-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
