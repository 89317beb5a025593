import { useMemo, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { PERMISSIONS, hasPermission, type Permission } from "#domain/auth/permissions";
import type { SpaceSummary } from "#domain/spaces/space-schemas";
import type { Group } from "#domain/users/group-schemas";
import { groupChoiceValue } from "./user-input";
import type { UserDetail } from "#domain/users/user-schemas";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { controlStyles } from "#web/app/components/form/field-styles";
import { FormSection } from "#web/app/components/form/form-section";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { LANGUAGE_AUTONYMS, LOCALES } from "#web/app/i18n/languages";
import { foldAccents } from "#domain/format/search-text";

export type UserFormLayout = "wide" | "mobile";

interface UserFormFieldsProps {
  mode: "create" | "update";
  /** "wide": two columns of cards (desktop detail); "mobile": one column, phone-sized controls. */
  layout: UserFormLayout;
  user: UserDetail | null;
  /** The signed-in user's permissions: only those can be granted (spec 000 §5). */
  callerPermissions: readonly Permission[];
  /** The spaces the signed-in user may give access to (all of them for an owner). */
  spaces: readonly SpaceSummary[];
  /** Ticked on a new user (the space the creator works in). */
  defaultSpaceIds?: readonly number[];
  /** The groups of the spaces the signed-in user manages (GET /v1/groups). */
  groups?: readonly Group[];
  /**
   * Whether the groups can be picked: on a new user, and on a user all of whose spaces the signed-in
   * user manages (a group of another space would be dropped by the groups sent).
   */
  groupsEditable?: boolean;
  /** The translated refusal of a field (useRefusableForm). */
  errorOf(field: string): string | undefined;
}

/** Above this many spaces, the list gets a filter. */
const SPACE_FILTER_THRESHOLD = 8;

/** Lower case without accents, so "lille" finds "Intérim Lille Centre". */
function searchable(text: string) {
  return foldAccents(text).toLowerCase();
}

/**
 * The fields of a user (spec 000 §3 User, §6): identity, spaces, groups, permissions and the three
 * flags. A permission or space the signed-in user does not hold is shown but cannot be ticked: the
 * spec's rule "a user cannot grant permissions they do not hold", before /v1 enforces it again.
 */
export function UserFormFields({
  mode,
  layout,
  user,
  callerPermissions,
  spaces,
  defaultSpaceIds = [],
  groups = [],
  groupsEditable = false,
  errorOf,
}: UserFormFieldsProps) {
  const { t } = useTranslation();
  const callerIsOwner = hasPermission(callerPermissions, "app-admin");
  const mobile = layout === "mobile";
  // Phone-first: 16 px text (no zoom on focus in iOS Safari) and taller touch targets.
  const controls = mobile
    ? "[&_input:not([type=checkbox])]:py-2.5 [&_input:not([type=checkbox])]:text-base [&_select]:py-2.5 [&_select]:text-base"
    : "";
  const grid = mobile ? "space-y-4" : "grid gap-4 lg:grid-cols-2 lg:items-start";

  return (
    <div className={`${grid} ${controls}`}>
      <FormSection title={t("admin.users.sectionIdentity")}>
        <div className={mobile ? "space-y-4" : "grid gap-4 sm:grid-cols-2"}>
          <TextField
            label={t("admin.users.firstName")}
            name="first_name"
            autoComplete="off"
            required
            maxLength={100}
            defaultValue={user?.first_name}
            error={errorOf("first_name")}
          />
          <TextField
            label={t("admin.users.lastName")}
            name="last_name"
            autoComplete="off"
            required
            maxLength={100}
            defaultValue={user?.last_name}
            error={errorOf("last_name")}
          />
        </div>
        <TextField
          label={t("admin.users.email")}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          defaultValue={user?.email}
          error={errorOf("email")}
        />
        {mode === "create" ? (
          <TextField
            label={t("admin.users.password")}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={t("admin.users.passwordHint")}
            error={errorOf("password")}
          />
        ) : null}
        <SelectField
          label={t("admin.users.locale")}
          name="locale"
          defaultValue={user?.locale ?? "fr"}
          options={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_AUTONYMS[locale] }))}
          error={errorOf("locale")}
        />
      </FormSection>

      <div className="space-y-4">
        <SpacesField user={user} spaces={spaces} defaultSpaceIds={defaultSpaceIds} error={errorOf("space_ids")} mobile={mobile} />
        {groupsEditable ? (
          <GroupsField user={user} groups={groups} spaces={spaces} error={errorOf("group_ids")} />
        ) : (
          <FormSection title={t("admin.users.groups")}>
            <p className="text-sm text-ink-muted" data-testid="user-groups">
              {user && user.group_ids.length > 0
                ? t("admin.users.groupsCount", { count: user.group_ids.length })
                : t("admin.users.groupsNone")}
            </p>
          </FormSection>
        )}
      </div>

      <FormSection
        title={t("admin.users.sectionPermissions")}
        description={callerIsOwner ? undefined : t("admin.users.permissionsOnlyHeld")}
        className={mobile ? "" : "lg:col-span-2"}
      >
        <fieldset aria-describedby={errorOf("permissions") ? "permissions-error" : undefined}>
          <legend className="sr-only">{t("admin.users.sectionPermissions")}</legend>
          <div className={mobile ? "space-y-3" : "grid gap-x-6 gap-y-3 md:grid-cols-2"}>
            {PERMISSIONS.map((permission) => {
              const grantable = hasPermission(callerPermissions, permission);
              return (
                <div key={permission} data-permission={permission}>
                  <CheckboxField
                    label={t(`admin.permissions.${permission}.label`)}
                    name="permissions"
                    value={permission}
                    defaultChecked={user?.permissions.includes(permission) ?? false}
                    disabled={!grantable}
                    hint={
                      grantable
                        ? t(`admin.permissions.${permission}.description`)
                        : `${t(`admin.permissions.${permission}.description`)} ${t("admin.users.permissionNotHeld")}`
                    }
                  />
                </div>
              );
            })}
          </div>
          {errorOf("permissions") ? (
            <p id="permissions-error" className="mt-3 text-xs font-medium text-primary-600 dark:text-primary-400" data-field-error>
              {errorOf("permissions")}
            </p>
          ) : null}
        </fieldset>
      </FormSection>

      <FormSection title={t("admin.users.sectionOptions")} className={mobile ? "" : "lg:col-span-2"}>
        <div className={mobile ? "space-y-3" : "grid gap-x-6 gap-y-3 md:grid-cols-3"}>
          <CheckboxField
            label={t("admin.users.isAdmin")}
            name="is_admin"
            defaultChecked={user?.is_admin ?? false}
            hint={t("admin.users.isAdminHint")}
          />
          <CheckboxField
            label={t("admin.users.apiAccess")}
            name="api_access"
            defaultChecked={user?.api_access ?? false}
            hint={
              user?.api_access
                ? t("admin.users.apiAccessOnHint")
                : // Only an owner is shown another user's token (/v1 answers it to them alone).
                  t(callerIsOwner ? "admin.users.apiAccessHint" : "admin.users.apiAccessUserHint")
            }
          />
          <CheckboxField
            label={t("admin.users.legacyV1Admin")}
            name="legacy_v1_admin"
            defaultChecked={user?.legacy_v1_admin ?? false}
            hint={t("admin.users.legacyV1AdminHint")}
          />
        </div>
      </FormSection>
    </div>
  );
}

function SpacesField({
  user,
  spaces,
  defaultSpaceIds,
  error,
  mobile,
}: {
  user: UserDetail | null;
  spaces: readonly SpaceSummary[];
  defaultSpaceIds: readonly number[];
  error: string | undefined;
  mobile: boolean;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState("");
  const selected = user ? user.space_ids : defaultSpaceIds;
  // Spaces of the user the signed-in administrator does not manage: kept as they are by /v1.
  const otherSpaces = user ? user.space_ids.filter((id) => !spaces.some((space) => space.id === id)).length : 0;
  const needle = searchable(filter.trim());
  const visible = useMemo(
    () =>
      new Set(
        spaces.filter((space) => !needle || searchable(`${space.name} ${space.city ?? ""}`).includes(needle)).map((space) => space.id),
      ),
    [spaces, needle],
  );

  return (
    <FormSection title={t("admin.users.spaces")} description={t("admin.users.spacesHint")}>
      <fieldset aria-describedby={error ? "space-ids-error" : undefined}>
        <legend className="sr-only">{t("admin.users.spaces")}</legend>
        {spaces.length > SPACE_FILTER_THRESHOLD ? (
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t("admin.users.spacesFilter")}
            aria-label={t("admin.users.spacesFilter")}
            className={`mb-3 ${controlStyles(false)}`}
          />
        ) : null}
        {spaces.length === 0 ? <p className="text-sm text-ink-muted">{t("admin.users.spacesNone")}</p> : null}
        <div className={`space-y-2.5 ${mobile ? "" : "max-h-64 overflow-y-auto pr-1"}`}>
          {spaces.map((space) => (
            // Hidden, not removed, when filtered out: a ticked space stays in the form.
            <div key={space.id} hidden={!visible.has(space.id)}>
              <CheckboxField
                label={space.name}
                name="space_ids"
                value={String(space.id)}
                defaultChecked={selected.includes(space.id)}
                hint={[space.zip_code, space.city].filter(Boolean).join(" ") || undefined}
              />
            </div>
          ))}
        </div>
        {otherSpaces > 0 ? <p className="mt-3 text-xs text-ink-subtle">{t("admin.users.spacesOther", { count: otherSpaces })}</p> : null}
        {error ? (
          <p id="space-ids-error" className="mt-3 text-xs font-medium text-primary-600 dark:text-primary-400" data-field-error>
            {error}
          </p>
        ) : null}
      </fieldset>
    </FormSection>
  );
}

/** The groups the user belongs to (spec 000 §6), by space: those of the spaces ticked above are kept. */
function GroupsField({
  user,
  groups,
  spaces,
  error,
}: {
  user: UserDetail | null;
  groups: readonly Group[];
  spaces: readonly SpaceSummary[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const spaceName = new Map(spaces.map((space) => [space.id, space.name]));
  return (
    <FormSection title={t("admin.users.groups")} description={groups.length > 0 ? t("admin.users.groupsHint") : undefined}>
      <input type="hidden" name="group_ids_field" value="1" />
      {groups.length === 0 ? (
        <p className="text-sm text-ink-muted" data-testid="user-groups">
          {t("admin.users.groupsNone")}
        </p>
      ) : (
        <fieldset aria-describedby={error ? "group-ids-error" : undefined} data-testid="user-groups">
          <legend className="sr-only">{t("admin.users.groups")}</legend>
          <div className="space-y-3">
            {groups.map((group) => (
              <CheckboxField
                key={group.id}
                label={group.name}
                name="group_ids"
                value={groupChoiceValue(group)}
                defaultChecked={user?.group_ids.includes(group.id) ?? false}
                hint={spaceName.get(group.space_id)}
              />
            ))}
          </div>
          {error ? (
            <p id="group-ids-error" className="mt-3 text-xs font-medium text-primary-600 dark:text-primary-400" data-field-error>
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
    </FormSection>
  );
}
