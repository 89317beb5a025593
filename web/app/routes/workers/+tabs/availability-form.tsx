import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { AVAILABILITY_STATUSES } from "#domain/enums/worker";
import { AVAILABILITY_COMMENT_MAX, AvailabilityCreateSchema } from "#domain/workers/availability-schemas";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { hintStyles } from "#web/app/components/form/field-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { TextareaField } from "#web/app/components/form/textarea-field";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { availabilityInputFromForm, defaultAvailabilityPeriod } from "./availability-values";
import { FormButtons } from "./form-buttons";
import { schemaCheck } from "./tab-check";
import { useTabMutation } from "./use-tab-mutation";

// Recording an availability (spec 000 §3, §5, §9): a status (required), a period prefilled from now to
// one week later, the follow-up request (never for a contract), a comment of at most 500 characters.
// A period that clashes with another is refused by /v1 (§4, §8): the message shows above the form and
// what was typed stays, to be corrected.

const check = schemaCheck(AvailabilityCreateSchema, availabilityInputFromForm);

// The end is refused when it is not after the start, the follow-up when the status is a contract: once one
// of two tied fields shows a refusal, correcting the other clears it (the whole form is checked each time).

export function AvailabilityForm({ workerId, onDone }: { workerId: number; onDone(): void }) {
  const { t } = useTranslation();
  // Computed once, when the dialog opens: "now" is the moment the user starts recording.
  const [period] = useState(() => defaultAvailabilityPeriod(new Date()));
  const [status, setStatus] = useState("");
  const [followUp, setFollowUp] = useState(false);
  const [commentLength, setCommentLength] = useState(0);
  const form = useTabMutation({
    key: `worker-${workerId}-availability-form`,
    check,
    post: { intent: "create" },
    onSaved() {
      showSnackbar({ key: "workers.tabs.availabilities.created", tone: "success" });
      onDone();
    },
  });
  const followUpOffered = status !== "contract";

  return (
    <form {...form.formProps} className="space-y-4">
      {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
      <SelectField
        label={`${t("workers.tabs.availabilities.status")} *`}
        name="status"
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        required
        emptyLabel={t("workers.tabs.availabilities.chooseStatus")}
        options={AVAILABILITY_STATUSES.map((value) => ({ value, label: t(`workers.labels.availabilityStatuses.${value}`) }))}
        error={form.errorOf("status")}
      />
      <div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("workers.tabs.availabilities.from")}
            name="from"
            type="datetime-local"
            defaultValue={period.from}
            error={form.errorOf("from")}
          />
          <TextField
            label={t("workers.tabs.availabilities.to")}
            name="to"
            type="datetime-local"
            defaultValue={period.to}
            error={form.errorOf("to")}
          />
        </div>
        <p className={hintStyles}>{t("workers.tabs.availabilities.periodHint")}</p>
      </div>
      <CheckboxField
        label={t("workers.tabs.availabilities.followUp")}
        name="follow_up"
        checked={followUp && followUpOffered}
        onChange={(event) => setFollowUp(event.target.checked)}
        disabled={!followUpOffered}
        hint={followUpOffered ? t("workers.tabs.availabilities.followUpHint") : t("workers.tabs.availabilities.followUpNotForContract")}
        error={form.errorOf("follow_up")}
      />
      <TextareaField
        label={t("workers.tabs.availabilities.comment")}
        name="comment"
        rows={3}
        maxLength={AVAILABILITY_COMMENT_MAX}
        onChange={(event) => setCommentLength(event.target.value.length)}
        hint={t("workers.tabs.common.counter", { length: commentLength, max: AVAILABILITY_COMMENT_MAX })}
        error={form.errorOf("comment")}
      />
      <FormButtons busy={form.busy} onCancel={onDone} />
    </form>
  );
}
