import { useTranslation } from "#web/app/i18n/use-translation";
import type { z } from "zod";
import { formatFrenchPhone } from "#domain/french/phone";
import { PERSON_NAME_MAX } from "#domain/french/names";
import { EmergencyContactCreateSchema, type EmergencyContactSchema } from "#domain/workers/worker-tab-schemas";
import { FormAlert } from "#web/app/components/form/form-alert";
import { TextField } from "#web/app/components/form/text-field";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { emergencyContactInputFromForm } from "./emergency-contact-values";
import { FormButtons } from "./form-buttons";
import { schemaCheck } from "./tab-check";
import { useTabMutation } from "./use-tab-mutation";

// Adding or editing an emergency contact (spec 000 §5: a name that is not a number, a phone unique among
// the worker's contacts; §8: "phone already used" under the phone, "maximum reached" above the form).
// The phone is typed and shown in the national format; /v1 stores it in E.164.

export type EmergencyContact = z.infer<typeof EmergencyContactSchema>;

const check = schemaCheck(EmergencyContactCreateSchema, emergencyContactInputFromForm);

export function EmergencyContactForm({
  workerId,
  contact,
  onDone,
}: {
  workerId: number;
  contact: EmergencyContact | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const form = useTabMutation({
    key: `worker-${workerId}-emergency-contact-form`,
    check,
    post: contact ? { intent: "update", item_id: contact.id } : { intent: "create" },
    onSaved() {
      showSnackbar({ key: contact ? "workers.tabs.emergencyContacts.saved" : "workers.tabs.emergencyContacts.created", tone: "success" });
      onDone();
    },
  });

  return (
    <form {...form.formProps} className="space-y-4">
      {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
      <TextField
        label={`${t("workers.tabs.emergencyContacts.name")} *`}
        name="name"
        defaultValue={contact?.name ?? ""}
        required
        maxLength={PERSON_NAME_MAX}
        autoComplete="off"
        error={form.errorOf("name")}
      />
      <TextField
        label={`${t("workers.tabs.emergencyContacts.phone")} *`}
        name="phone"
        type="tel"
        defaultValue={contact ? formatFrenchPhone(contact.phone) : ""}
        required
        maxLength={30}
        autoComplete="off"
        hint={t("workers.tabs.emergencyContacts.phoneHint")}
        error={form.errorOf("phone")}
      />
      <TextField
        label={t("workers.tabs.emergencyContacts.relationship")}
        name="relationship"
        defaultValue={contact?.relationship ?? ""}
        maxLength={100}
        autoComplete="off"
        hint={t("workers.tabs.emergencyContacts.relationshipHint")}
        error={form.errorOf("relationship")}
      />
      <FormButtons busy={form.busy} onCancel={onDone} />
    </form>
  );
}
