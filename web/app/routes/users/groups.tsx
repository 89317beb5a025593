import { useState } from "react";
import { Form, Link, useActionData, useLocation, useNavigation, useSubmit } from "react-router";
import { z } from "zod";
import { GROUP_NAME_MAX, GroupSchema, type Group } from "#domain/users/group-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { EmptyState } from "#web/app/components/empty-state";
import { FormAlert } from "#web/app/components/form/form-alert";
import { FormSection } from "#web/app/components/form/form-section";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { useTranslation } from "#web/app/i18n/use-translation";
import { loadAllSpaces } from "#web/app/lib/all-spaces.server";
import { loadFromApi } from "#web/app/lib/api.server";
import { fieldMessagesOf, formMessagesOf, type Refusal } from "#web/app/lib/forms/refusal";
import { groupAction } from "./+shared/groups.server";
import { userAreaOf, usersPath } from "./+shared/user-area";
import type { Route } from "./+types/groups";

// The groups of users of the spaces the signed-in user manages (spec 000 §3 User "groups", §6): created,
// renamed, deleted here, picked on the user form (decision 0048).

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.groups"));
}

export async function loader(args: Route.LoaderArgs) {
  const [groups, spaces] = await Promise.all([loadFromApi(args, "/groups", z.array(GroupSchema)), loadAllSpaces(args)]);
  return { groups: groups.data, spaces: spaces.map((space) => ({ id: space.id, name: space.name })) };
}

export async function action(args: Route.ActionArgs) {
  return groupAction(args, await args.request.formData());
}

type Answer = ({ intent: string; id?: number } & Refusal) | { intent: string; id?: number; ok: true } | undefined;

/** The refusal of the form with this intent (and row), if the last answer was one. */
function refusalFor(answer: Answer, intent: string, id?: number) {
  if (!answer || answer.ok || answer.intent !== intent || answer.id !== id) return null;
  return answer;
}

export default function GroupsScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const area = userAreaOf(pathname);
  const answer = useActionData<typeof action>() as Answer;
  const { groups, spaces } = loaderData;
  const spaceName = new Map(spaces.map((space) => [space.id, space.name]));
  const created = refusalFor(answer, "create");
  const nameError = created ? fieldMessagesOf(created.reply).find(([field]) => field === "name")?.[1] : undefined;
  const createMessage = created ? formMessagesOf(created.reply)[0] : undefined;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t("admin.groups.title")} description={t("admin.groups.description")}>
        <Link to={usersPath(area)} className={buttonStyles.secondary}>
          {t("admin.groups.backToUsers")}
        </Link>
      </PageHeader>

      <FormSection title={t("admin.groups.create")}>
        <Form method="post" className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label={t("admin.groups.create")}>
          <input type="hidden" name="intent" value="create" />
          <SelectField
            label={t("admin.groups.space")}
            name="space_id"
            defaultValue={String(spaces[0]?.id ?? "")}
            options={spaces.map((space) => ({ value: String(space.id), label: space.name }))}
          />
          <TextField
            label={t("admin.groups.name")}
            name="name"
            required
            minLength={2}
            maxLength={GROUP_NAME_MAX}
            autoComplete="off"
            error={nameError ? t(nameError.key, nameError.values ?? {}) : undefined}
          />
          <button type="submit" className={buttonStyles.primary}>
            {t("admin.groups.add")}
          </button>
        </Form>
        {createMessage ? <FormAlert tone="error">{t(createMessage.key, createMessage.values ?? {})}</FormAlert> : null}
      </FormSection>

      {groups.length === 0 ? (
        <EmptyState icon="users" title={t("admin.groups.empty")} />
      ) : (
        <ul className="space-y-3" aria-label={t("admin.groups.title")}>
          {groups.map((group) => (
            <GroupRow key={group.id} group={group} spaceName={spaceName.get(group.space_id) ?? ""} answer={answer} />
          ))}
        </ul>
      )}
    </div>
  );
}

function GroupRow({ group, spaceName, answer }: { group: Group; spaceName: string; answer: Answer }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const renamed = refusalFor(answer, "rename", group.id);
  const deleted = refusalFor(answer, "delete", group.id);
  const nameError = renamed ? fieldMessagesOf(renamed.reply).find(([field]) => field === "name")?.[1] : undefined;
  const message = (renamed && formMessagesOf(renamed.reply)[0]) || (deleted && formMessagesOf(deleted.reply)[0]) || undefined;
  return (
    <li className="rounded-xl border border-line bg-surface p-4 shadow-xs" data-testid="group-row">
      <Form
        method="post"
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        aria-label={t("admin.groups.renameOf", { name: group.name })}
      >
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="id" value={group.id} />
        <TextField
          label={t("admin.groups.nameOf", { space: spaceName })}
          name="name"
          required
          minLength={2}
          maxLength={GROUP_NAME_MAX}
          autoComplete="off"
          defaultValue={group.name}
          hint={t("admin.groups.members", { count: group.member_count })}
          error={nameError ? t(nameError.key, nameError.values ?? {}) : undefined}
        />
        <button type="submit" className={buttonStyles.secondary}>
          {t("admin.groups.rename")}
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={() => setConfirming(true)}>
          {t("admin.groups.delete")}
        </button>
      </Form>
      {message ? <FormAlert tone="error">{t(message.key, message.values ?? {})}</FormAlert> : null}
      <ConfirmDialog
        open={confirming}
        title={t("admin.groups.deleteTitle", { name: group.name })}
        description={t("admin.groups.deleteDescription", { count: group.member_count })}
        confirmLabel={t("admin.groups.delete")}
        busy={navigation.state !== "idle"}
        onConfirm={() => {
          setConfirming(false);
          void submit({ intent: "delete", id: String(group.id) }, { method: "post" });
        }}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
