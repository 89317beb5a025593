import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { ANONYMIZED_FIELDS, AnonymizationPreviewSchema, AnonymizeCvSchema, type Area } from "#domain/documents/anonymized-cv-schemas";
import { DocumentSchema } from "#domain/documents/document-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { TextField } from "#web/app/components/form/text-field";
import { TextareaField } from "#web/app/components/form/textarea-field";
import { IconButton } from "../+tabs/item-actions";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { callApi, loadFromApi, loaderFailure } from "#web/app/lib/api.server";
import { refusalOf } from "#web/app/lib/forms/refusal";
import { refusalFrom } from "#web/app/lib/forms/refusal.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { useStoredValue } from "#web/app/lib/use-stored-value";
import { DOCUMENT_CHECK_MESSAGE, DOCUMENT_REFUSAL } from "../+documents/document-refusal.server";
import { AnonymizationList } from "../+documents/anonymization-list";
import { CvPreview } from "../+documents/cv-preview";
import { tabTitle } from "../+tabs/tab-title";
import type { Route } from "./+types/document-anonymize";
import { useWorkerFile } from "./layout";

// /workers/{id}/documents/{documentId}/anonymize: an anonymised CV (spec 000 §1, §2;
// decision 0026). The preview shows what the anonymisation list hides; staff draw more white areas, add
// comments, and the PDF is made by /v1 and saved as an "anonymised CV" document, ready to send.

export function meta({ matches }: Route.MetaArgs) {
  return tabTitle(matches, "documents.pages.anonymize");
}

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const documentId = numericIdParam(args.params.documentId);
  const [{ data: document }, answer] = await Promise.all([
    loadFromApi(args, `/workers/${id}/documents/${documentId}`, DocumentSchema),
    callApi(args, `/workers/${id}/documents/${documentId}/anonymization`),
  ]);
  // A document that gives no PDF (spec 000 §8 "PDF download error") is said on the screen, not as an error page.
  if (answer.status === 422) return { document, preview: null, refusal: await refusalFrom(args, answer, DOCUMENT_REFUSAL) };
  if (!answer.ok) return loaderFailure(args, answer);
  return { document, preview: AnonymizationPreviewSchema.parse(await answer.json()), refusal: null };
}

export async function action(args: Route.ActionArgs) {
  const id = numericIdParam(args.params.id);
  const documentId = numericIdParam(args.params.documentId);
  const formData = await args.request.formData();
  let areas: unknown;
  let fields: unknown;
  try {
    areas = JSON.parse(String(formData.get("areas") ?? "[]"));
    fields = JSON.parse(String(formData.get("fields") ?? "null")) ?? undefined;
  } catch {
    return refusalOf(422, { areas: { key: "validation.invalid" } }, [DOCUMENT_CHECK_MESSAGE]);
  }
  const comments = String(formData.get("comments") ?? "").trim();
  const name = String(formData.get("name") ?? "").trim();
  const input = AnonymizeCvSchema.safeParse({ areas, fields, ...(comments ? { comments } : {}), ...(name ? { name } : {}) });
  if (!input.success) return refusalOf(422, { areas: { key: "validation.invalid" } }, [DOCUMENT_CHECK_MESSAGE]);
  const response = await callApi(args, `/workers/${id}/documents/${documentId}/anonymize`, { method: "POST", json: input.data });
  if (!response.ok) return refusalFrom(args, response, DOCUMENT_REFUSAL);
  return { ok: true as const, document: DocumentSchema.parse(await response.json()) };
}

export default function DocumentAnonymizeScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const worker = useWorkerFile();
  const navigation = useNavigation();
  const { document, preview, refusal } = loaderData;
  const [drawn, setDrawn] = useState<Area[]>([]);
  const busy = navigation.state === "submitting";
  const base = `/workers/${worker.id}/documents`;
  const fileUrl = `${base}/${document.id}/file`;
  // The user's anonymisation list (spec 001 §3, in local storage): only its fields are whited out.
  const listed = useStoredValue("proposalAnonymization");
  const found = preview ? preview.found.filter((area) => listed.includes(area.field)) : [];
  const foundFields = ANONYMIZED_FIELDS.filter((field) => found.some((area) => area.field === field));
  const failure = refusal ?? (actionData && !actionData.ok ? actionData : null);

  return (
    <section aria-labelledby="anonymize-title" className="space-y-5">
      <div>
        <Link to={base} className="text-sm font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300">
          {t("documents.anonymize.back")}
        </Link>
        <h2 id="anonymize-title" className="mt-2 text-lg font-semibold tracking-tight text-ink">
          {t("documents.anonymize.title")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t(`documents.types.${document.type}`)} · {document.name}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{t("documents.anonymize.description")}</p>
      </div>

      <RefusalAlert answer={failure} />
      {actionData?.ok ? (
        <FormAlert tone="success">
          <p>{t("documents.anonymize.done")}</p>
          <p className="mt-2 flex flex-wrap gap-3">
            <Link to={`${base}/${actionData.document.id}/send`} className="font-medium underline underline-offset-2">
              {t("documents.item.send", { name: actionData.document.name })}
            </Link>
            <a href={`${base}/${actionData.document.id}/file`} download className="font-medium underline underline-offset-2">
              {t("documents.item.download", { name: actionData.document.name })}
            </a>
          </p>
        </FormAlert>
      ) : null}

      {preview ? (
        <>
          {preview.kind === "image" ? <p className="text-sm text-ink-muted">{t("documents.anonymize.imageNote")}</p> : null}
          <AnonymizationList listed={listed} />
          {foundFields.length > 0 ? (
            <p className="text-sm text-ink">
              {t("documents.anonymize.found", {
                fields: foundFields.map((field) => t(`documents.anonymize.fieldNames.${field}`)).join(", "),
              })}
            </p>
          ) : null}
          <p className="text-sm text-ink-muted" id="preview-help">
            {t("documents.anonymize.previewHelp")}
          </p>
          <div className="grid gap-4">
            {preview.pages.map((page, index) => (
              <CvPreview
                key={index}
                page={page}
                index={index}
                count={preview.pages.length}
                imageUrl={preview.kind === "image" ? fileUrl : null}
                found={found.filter((area) => area.page === index)}
                drawn={drawn.filter((area) => area.page === index)}
                onDraw={(area) => setDrawn((areas) => [...areas, area])}
              />
            ))}
          </div>
          <div aria-live="polite">
            <p className="text-sm text-ink">{t("documents.anonymize.drawn", { count: drawn.length })}</p>
            {drawn.length > 0 ? (
              <ul className="mt-1 flex flex-wrap gap-2">
                {drawn.map((area, at) => (
                  <li key={at} className="flex items-center gap-1 rounded-lg border border-line px-2 text-sm text-ink-muted">
                    {at + 1}
                    <IconButton
                      icon="close"
                      label={t("documents.anonymize.removeArea", { number: at + 1 })}
                      onClick={() => setDrawn((areas) => areas.filter((_, other) => other !== at))}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <Form method="post" className="space-y-4">
            <input type="hidden" name="areas" value={JSON.stringify(drawn)} />
            <input type="hidden" name="fields" value={JSON.stringify(listed)} />
            <TextField
              label={t("documents.anonymize.name")}
              name="name"
              defaultValue={t("documents.types.anonymized_cv")}
              maxLength={255}
            />
            <TextareaField
              label={t("documents.anonymize.comments")}
              name="comments"
              hint={t("documents.anonymize.commentsHint")}
              maxLength={2000}
              rows={3}
            />
            <div className="flex flex-wrap justify-end gap-2">
              {drawn.length > 0 ? (
                <button type="button" className={buttonStyles.secondary} onClick={() => setDrawn([])}>
                  {t("documents.anonymize.clearAreas")}
                </button>
              ) : null}
              <button type="submit" className={buttonStyles.primary} disabled={busy}>
                {busy ? t("documents.anonymize.submitting") : t("documents.anonymize.submit")}
              </button>
            </div>
          </Form>
        </>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
