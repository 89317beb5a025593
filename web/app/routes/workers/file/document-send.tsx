import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { ContactSchema } from "#domain/companies/contact-schemas";
import { DocumentSchema } from "#domain/documents/document-schemas";
import { DocumentSentSchema, type DocumentSent } from "#domain/documents/document-send-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { CompanyPicker, type CompanyOption } from "#web/app/components/company-picker";
import { FormAlert } from "#web/app/components/form/form-alert";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { TextareaField } from "#web/app/components/form/textarea-field";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { refusalOf } from "#web/app/lib/forms/refusal";
import { refusalFrom } from "#web/app/lib/forms/refusal.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { DOCUMENT_REFUSAL } from "../+documents/document-refusal.server";
import { tabTitle } from "../+tabs/tab-title";
import type { Route } from "./+types/document-send";
import { useWorkerFile } from "./layout";

// /workers/{id}/documents/{documentId}/send: a CV (anonymised or not) to contacts of a client company
// (spec 000 §1): pick the company, tick its contacts, optionally write the message; the
// e-mails leave through the queue and the sending is recorded on the worker and the company.

export function meta({ matches }: Route.MetaArgs) {
  return tabTitle(matches, "documents.pages.send");
}

const CompanyParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const documentId = numericIdParam(args.params.documentId);
  const company = CompanyParam.safeParse(new URL(args.request.url).searchParams.get("company"));
  const [{ data: document }, contacts] = await Promise.all([
    loadFromApi(args, `/workers/${id}/documents/${documentId}`, DocumentSchema),
    company.success ? loadFromApi(args, `/companies/${company.data}/contacts`, z.array(ContactSchema)).then((answer) => answer.data) : [],
  ]);
  return { document, contacts, companyId: company.success ? company.data : null };
}

export async function action(args: Route.ActionArgs) {
  const id = numericIdParam(args.params.id);
  const documentId = numericIdParam(args.params.documentId);
  const formData = await args.request.formData();
  const contactIds = formData.getAll("contact_id").map(Number).filter(Number.isInteger);
  if (contactIds.length === 0) return refusalOf(422, {}, [PICK_CONTACT]);
  const message = String(formData.get("message") ?? "").trim();
  const response = await callApi(args, `/workers/${id}/documents/${documentId}/send`, {
    method: "POST",
    json: { contact_ids: contactIds, ...(message ? { message } : {}) },
  });
  if (!response.ok) {
    return refusalFrom(args, response, {
      formMessages: (error, explained) =>
        error.fields.some((field) => field.field === "contact_ids" && field.reason === "required")
          ? [PICK_CONTACT]
          : DOCUMENT_REFUSAL.formMessages!(error, explained),
    });
  }
  return { ok: true as const, sent: DocumentSentSchema.parse(await response.json()) };
}

/** No contact ticked, whether this action or /v1 found it. */
const PICK_CONTACT = { key: "documents.send.pickContact" } as const;

function SentSummary({ sent }: { sent: DocumentSent }) {
  const { t } = useTranslation();
  return (
    <FormAlert tone="success">
      <p>{t("documents.send.sent", { count: sent.sent_to.length })}</p>
      <p className="mt-1">{t("documents.send.sentTo", { emails: sent.sent_to.map((to) => to.email).join(", ") })}</p>
    </FormAlert>
  );
}

export default function DocumentSendScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const worker = useWorkerFile();
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const { document, contacts, companyId } = loaderData;
  const [company, setCompany] = useState<CompanyOption | null>(null);
  const reachable = contacts.filter((contact) => contact.email);
  const busy = navigation.state === "submitting";
  const back = `/workers/${worker.id}/documents`;

  return (
    <section aria-labelledby="send-title" className="space-y-5">
      <div>
        <Link to={back} className="text-sm font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300">
          {t("documents.send.back")}
        </Link>
        <h2 id="send-title" className="mt-2 text-lg font-semibold tracking-tight text-ink">
          {t("documents.send.title")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t(`documents.types.${document.type}`)} · {document.name}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{t("documents.send.description")}</p>
      </div>

      {actionData?.ok ? <SentSummary sent={actionData.sent} /> : null}
      <RefusalAlert answer={actionData} />

      <CompanyPicker
        label={t("documents.send.company")}
        spaceId={worker.space_id}
        value={company}
        placeholder={t("documents.send.companyPlaceholder")}
        onChange={(chosen) => {
          setCompany(chosen);
          setSearchParams(chosen ? { company: String(chosen.id) } : {}, { replace: true, preventScrollReset: true });
        }}
      />

      {companyId !== null ? (
        <Form method="post" className="space-y-4">
          <fieldset>
            <legend className="text-sm font-medium text-ink">{t("documents.send.contacts")}</legend>
            {reachable.length === 0 ? <p className="mt-2 text-sm text-ink-muted">{t("documents.send.noContacts")}</p> : null}
            <ul className="mt-2 space-y-2">
              {contacts.map((contact) => (
                <li key={contact.id}>
                  <label className="flex items-center gap-2.5 text-sm text-ink">
                    <input
                      type="checkbox"
                      name="contact_id"
                      value={contact.id}
                      disabled={!contact.email}
                      className="size-4 rounded border-line-strong"
                    />
                    <span>
                      {[contact.first_name, contact.last_name].filter(Boolean).join(" ")}
                      <span className="text-ink-muted"> · {contact.email ?? t("documents.send.noEmail")}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <TextareaField
            label={t("documents.send.message")}
            name="message"
            hint={t("documents.send.messageHint")}
            maxLength={5000}
            rows={4}
          />
          <div className="flex justify-end">
            <button type="submit" className={buttonStyles.primary} disabled={busy || reachable.length === 0}>
              {busy ? t("documents.send.submitting") : t("documents.send.submit")}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
