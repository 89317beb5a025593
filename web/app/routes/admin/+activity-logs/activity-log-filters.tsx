import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, Link } from "react-router";
import { z } from "zod";
import { UserDetailSchema } from "#domain/users/user-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { AsyncCombobox } from "#web/app/components/form/async-combobox";
import { apiFetch } from "#web/app/lib/api.client";
import { ACTIVITY_SCHEMAS, ACTIVITY_TYPES } from "#domain/activity-logs/activity-log-kinds";
import { hasActivityFilters, userChoiceOf, type ActivityLogFilters, type UserChoice } from "./activity-log-query";
import { DateFilter, FilterSelect } from "./filter-fields";
import { useActivityLabels } from "./use-activity-labels";

async function searchUsers(query: string, signal: AbortSignal): Promise<UserChoice[]> {
  const { data } = await apiFetch("/users", {
    query: { q: query, per_page: 20 },
    schema: z.array(UserDetailSchema),
    signal,
    notify: false,
  });
  return data.map(userChoiceOf);
}

interface ActivityLogFiltersFormProps {
  filters: ActivityLogFilters;
  spaces: { id: number; name: string }[];
  /** The user the list is filtered by, as the loader named it. */
  userChoice: UserChoice | null;
}

/** The filters, sent in the URL (GET); a period whose start comes after its end is refused before it is sent. */
export function ActivityLogFiltersForm({ filters, spaces, userChoice }: ActivityLogFiltersFormProps) {
  const { t } = useTranslation();
  const { typeLabel, schemaLabel } = useActivityLabels();
  const [user, setUser] = useState<UserChoice | null>(userChoice);
  // The URL changed (filters applied, reset): the field shows its user.
  useEffect(() => setUser(userChoice), [userChoice]);
  const [rangeError, setRangeError] = useState(false);

  function checkRange(event: FormEvent<HTMLFormElement>) {
    const formData = new FormData(event.currentTarget);
    const from = String(formData.get("from") ?? "");
    const to = String(formData.get("to") ?? "");
    const inverted = from !== "" && to !== "" && from > to;
    setRangeError(inverted);
    if (inverted) event.preventDefault();
  }

  return (
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
      <DateFilter label={t("admin.activityLogs.from")} name="from" value={filters.from} />
      <DateFilter
        label={t("admin.activityLogs.to")}
        name="to"
        value={filters.to}
        error={rangeError ? t("admin.activityLogs.rangeInverted") : undefined}
      />
      <div className="col-span-2 flex items-end justify-end gap-2 lg:col-span-3">
        {hasActivityFilters(filters) ? (
          <Link to="/admin/activity-logs" className={buttonStyles.ghost}>
            {t("admin.activityLogs.reset")}
          </Link>
        ) : null}
        <button type="submit" className={buttonStyles.primary}>
          {t("admin.common.filter")}
        </button>
      </div>
    </Form>
  );
}
