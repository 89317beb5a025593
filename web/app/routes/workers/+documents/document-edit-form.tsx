import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import type { WorkerDocument } from "#domain/documents/document-schemas";
import { DOCUMENT_TYPES } from "#domain/enums/worker";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { FormButtons } from "../+tabs/form-buttons";
import { useFetcherAnswer } from "../+tabs/use-fetcher-answer";
import type { DocumentAnswer } from "./documents-action.server";

// A document's fields (spec 000 §3), edited in a dialog: PATCH with the version the list loaded (412 when
// someone changed it meanwhile, decision 0013).

export function DocumentEditForm({ document, onDone }: { document: WorkerDocument; onDone(): void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DocumentAnswer>({ key: `document-${document.id}-edit` });
  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok) return;
    showSnackbar({ key: "documents.edit.saved", tone: "success" });
    onDone();
  });
  const refusal = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const fieldError = (field: string) => {
    const message = refusal?.reply.error?.[field]?.[0];
    return message ? t(message.key, message.values ?? {}) : undefined;
  };

  return (
    <fetcher.Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="item_id" value={document.id} />
      <input type="hidden" name="version" value={document.updated_at} />
      <RefusalAlert answer={refusal} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("documents.fields.type")}
          name="type"
          defaultValue={document.type}
          options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`documents.types.${value}`) }))}
        />
        <TextField
          label={t("documents.fields.name")}
          name="name"
          defaultValue={document.name}
          required
          maxLength={255}
          error={fieldError("name")}
        />
        <TextField
          label={t("documents.fields.validFrom")}
          name="valid_from"
          type="date"
          defaultValue={document.valid_from ?? ""}
          error={fieldError("valid_from")}
        />
        <TextField
          label={t("documents.fields.validUntil")}
          name="valid_until"
          type="date"
          defaultValue={document.valid_until ?? ""}
          error={fieldError("valid_until")}
        />
        <TextField label={t("documents.fields.cardNumber")} name="card_number" defaultValue={document.card_number ?? ""} maxLength={100} />
        <TextField
          label={t("documents.fields.deliveringOrganization")}
          name="delivering_organization"
          defaultValue={document.delivering_organization ?? ""}
          maxLength={255}
        />
      </div>
      <CheckboxField
        label={t("documents.fields.confidential")}
        name="confidential"
        defaultChecked={document.confidential}
        hint={t("documents.fields.confidentialHint")}
      />
      <FormButtons busy={fetcher.state !== "idle"} onCancel={onDone} />
    </fetcher.Form>
  );
}
