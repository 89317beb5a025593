import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { z } from "zod";
import { SpaceSummarySchema, type SpaceSummary } from "#domain/spaces/space-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { DataTable } from "#web/app/components/data-table";
import { EmptyState } from "#web/app/components/empty-state";
import { controlStyles } from "#web/app/components/form/field-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { TextField } from "#web/app/components/form/text-field";
import { Icon } from "#web/app/components/icons";
import { Pagination } from "#web/app/components/pagination";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { pageTitle } from "#web/app/i18n/page-title";
import { checkOf } from "#web/app/lib/forms/parse-form";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { loadFromApi } from "#web/app/lib/api.server";
import { pageInfoOf, pageParam } from "#web/app/lib/route-params.server";
import { DialogFrame } from "../shell/+shared/dialog-frame";
import { PostalCodeCityFields } from "./+shared/postal-code-city";
import { checkSpaceCreate, CREATE_SPACE_FIELDS } from "./+shared/space-input";
import { createSpaceFrom, deleteOrRestoreSpace } from "./+shared/spaces.server";
import type { Route } from "./+types/spaces";
import { SEARCH_MIN_LENGTH, searchTextOf } from "#domain/search/search-text";

const PER_PAGE = 20;

const checkCreateSpaceForm = checkOf((formData: FormData) => checkSpaceCreate(formData, CREATE_SPACE_FIELDS));

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.adminSpaces"));
}

/** The agencies (spec 000 §2 /admin/spaces): live ones, or the deleted ones that can be restored. */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const deleted = url.searchParams.get("deleted") === "1";
  const page = pageParam(url.searchParams);
  const answer = await loadFromApi(args, "/spaces", z.array(SpaceSummarySchema), {
    q: searchTextOf(q),
    deleted_at: deleted ? "true" : "false",
    page,
    per_page: PER_PAGE,
  });
  return { spaces: answer.data, pageInfo: pageInfoOf(answer.headers, page), filters: { q, deleted } };
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  if (intent === "delete" || intent === "restore") {
    const id = Number(formData.get("id"));
    if (!Number.isInteger(id) || id <= 0) throw new Response(null, { status: 400 });
    return deleteOrRestoreSpace(args, id, intent);
  }
  return createSpaceFrom(args, formData);
}

export default function AdminSpaces({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { spaces, pageInfo, filters } = loaderData;
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<SpaceSummary | null>(null);
  const rowAction = useFetcher<typeof action>();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/spaces";

  const rowResult = rowAction.data;
  useEffect(() => {
    if (!rowResult?.ok) return;
    if (rowResult.intent === "delete") showSnackbar({ key: "admin.spaces.deleted", tone: "success" });
    if (rowResult.intent === "restore") showSnackbar({ key: "admin.spaces.restored", tone: "success" });
  }, [rowResult]);

  const tabs = [
    { deleted: false, label: t("admin.spaces.tabActive") },
    { deleted: true, label: t("admin.spaces.tabDeleted") },
  ];

  return (
    <div>
      <PageHeader title={t("pages.adminSpaces")} description={t("admin.spaces.listIntro")}>
        <button type="button" className={buttonStyles.primary} onClick={() => setCreating(true)}>
          <Icon name="plus" className="size-4" />
          {t("admin.spaces.create")}
        </button>
      </PageHeader>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <nav aria-label={t("admin.spaces.tabs")} className="flex gap-1 rounded-lg bg-surface-muted p-1 text-sm">
          {tabs.map((tab) => (
            <Link
              key={String(tab.deleted)}
              to={{
                search: new URLSearchParams({
                  ...(filters.q ? { q: filters.q } : {}),
                  ...(tab.deleted ? { deleted: "1" } : {}),
                }).toString(),
              }}
              aria-current={filters.deleted === tab.deleted ? "page" : undefined}
              className="rounded-md px-3 py-1.5 font-medium text-ink-muted hover:text-ink aria-[current=page]:bg-surface aria-[current=page]:text-ink aria-[current=page]:shadow-xs"
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        <Form method="get" role="search" className="flex gap-2">
          {filters.deleted ? <input type="hidden" name="deleted" value="1" /> : null}
          <div className="relative flex-1 sm:w-72">
            <label htmlFor="spaces-q" className="sr-only">
              {t("admin.spaces.search")}
            </label>
            <Icon name="search" className="pointer-events-none absolute top-2.5 left-3 size-4 text-ink-subtle" />
            <input
              id="spaces-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              minLength={SEARCH_MIN_LENGTH}
              placeholder={t("admin.spaces.searchPlaceholder")}
              className={`${controlStyles(false)} pl-9`}
            />
          </div>
          <button type="submit" className={buttonStyles.secondary}>
            {t("admin.common.filter")}
          </button>
        </Form>
      </div>

      {rowResult && !rowResult.ok ? (
        <div className="mt-4">
          <RefusalAlert answer={rowResult} />
        </div>
      ) : null}

      {spaces.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            icon="building"
            title={filters.q ? t("admin.spaces.emptySearch") : filters.deleted ? t("admin.spaces.emptyDeleted") : t("admin.spaces.empty")}
            hint={filters.q ? t("admin.common.emptySearchHint") : undefined}
          />
        </div>
      ) : (
        <DataTable
          caption={filters.deleted ? t("admin.spaces.tabDeleted") : t("admin.spaces.tabActive")}
          loading={loading}
          className="mt-4"
          columns={[
            { key: "name", label: t("admin.spaces.fields.name") },
            { key: "city", label: t("admin.spaces.fields.city"), shownFrom: "sm" },
            { key: "association-code", label: t("admin.spaces.fields.association_code"), shownFrom: "md" },
            { key: "features", label: t("admin.spaces.sectionFeatures"), shownFrom: "lg" },
            { key: "actions", label: <span className="sr-only">{t("admin.common.actions")}</span>, className: "px-3 py-2.5 text-right" },
          ]}
        >
          {spaces.map((space) => (
            <tr key={space.id} className="hover:bg-surface-muted/50" data-testid="space-row">
              <td className="px-3 py-2.5">
                <Link to={`/admin/spaces/${space.id}`} className="font-medium text-ink hover:text-accent hover:underline">
                  {space.name}
                </Link>
                {space.url ? <p className="text-xs text-ink-muted">/{space.url}</p> : null}
              </td>
              <td className="hidden px-3 py-2.5 text-ink-muted sm:table-cell">
                {[space.zip_code, space.city].filter(Boolean).join(" ") || "—"}
              </td>
              <td className="hidden px-3 py-2.5 font-mono text-xs text-ink-muted md:table-cell">{space.association_code ?? "—"}</td>
              <td className="hidden px-3 py-2.5 lg:table-cell">
                <FeatureBadges space={space} />
              </td>
              <td className="px-3 py-2.5">
                <div className="flex justify-end gap-1">
                  {space.deleted_at ? (
                    <rowAction.Form method="post">
                      <input type="hidden" name="id" value={space.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="restore"
                        className={buttonStyles.ghost}
                        disabled={rowAction.state !== "idle"}
                      >
                        <Icon name="restore" className="size-4" />
                        {t("admin.spaces.restore")}
                      </button>
                    </rowAction.Form>
                  ) : (
                    <>
                      <Link
                        to={`/admin/spaces/update/${space.id}`}
                        className={buttonStyles.icon}
                        aria-label={t("admin.spaces.editNamed", { name: space.name })}
                        title={t("admin.common.mobileEdit")}
                      >
                        <Icon name="pencil" className="size-4" />
                      </Link>
                      <button
                        type="button"
                        className={buttonStyles.icon}
                        aria-label={t("admin.spaces.deleteNamed", { name: space.name })}
                        title={t("admin.common.delete")}
                        onClick={() => setToDelete(space)}
                      >
                        <Icon name="trash" className="size-4" />
                      </button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}

      <div className="mt-4">
        <Pagination {...pageInfo} />
      </div>

      <CreateSpaceDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        busy={rowAction.state !== "idle"}
        onConfirm={() => {
          if (toDelete) void rowAction.submit({ intent: "delete", id: String(toDelete.id) }, { method: "post" });
          setToDelete(null);
        }}
        title={t("admin.spaces.deleteTitle", { name: toDelete?.name ?? "" })}
        description={t("admin.spaces.deleteDescription")}
        confirmLabel={t("admin.common.delete")}
      />
    </div>
  );
}

function FeatureBadges({ space }: { space: SpaceSummary }) {
  const { t } = useTranslation();
  const features = [
    { on: space.ocr, label: t("admin.spaces.badgeOcr") },
    { on: space.sms, label: t("admin.spaces.badgeSms") },
    { on: space.mail, label: t("admin.spaces.badgeMail") },
  ];
  return (
    <ul className="flex flex-wrap gap-1.5">
      {features.map((feature) => (
        <li
          key={feature.label}
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${feature.on ? "bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200" : "bg-surface-muted text-ink-subtle line-through"}`}
        >
          {feature.label}
          <span className="sr-only"> : {feature.on ? t("admin.common.enabled") : t("admin.common.disabled")}</span>
        </li>
      ))}
    </ul>
  );
}

/** Creation asks for the essentials; the new space's page then has every other field. */
function CreateSpaceDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} onClose={onClose} title={t("admin.spaces.createTitle")} description={t("admin.spaces.createIntro")}>
      {open ? <CreateSpaceForm onCancel={onClose} /> : null}
    </DialogFrame>
  );
}

function CreateSpaceForm({ onCancel }: { onCancel(): void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data?.intent === "create" ? fetcher.data : null;
  const refusal = result && !result.ok ? result : null;
  const { errorOf, formError, formProps } = useRefusableForm({ check: checkCreateSpaceForm, lastResult: refusal?.reply });

  return (
    <fetcher.Form method="post" {...formProps} className="space-y-4">
      <input type="hidden" name="intent" value="create" />
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <TextField label={t("admin.spaces.fields.name")} name="name" required maxLength={254} autoComplete="off" error={errorOf("name")} />
      <TextField label={t("admin.spaces.fields.siret")} name="siret" inputMode="numeric" autoComplete="off" error={errorOf("siret")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("admin.spaces.fields.association_code")}
          name="association_code"
          maxLength={6}
          autoComplete="off"
          hint={t("admin.spaces.associationCodeHint")}
          error={errorOf("association_code")}
        />
        <TextField label={t("admin.spaces.fields.url")} name="url" maxLength={63} autoComplete="off" error={errorOf("url")} />
        <PostalCodeCityFields defaultZipcode="" defaultCity="" zipcodeError={errorOf("zipcode")} cityError={errorOf("city")} />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {t("common.cancel")}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("admin.common.saving") : t("admin.spaces.createSubmit")}
        </button>
      </div>
    </fetcher.Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
