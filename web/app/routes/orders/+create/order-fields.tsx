import { useState, type ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import type { z } from "zod";
import { APPEAL_REASONS, ATTRIBUTION_MODES, ORDER_SOURCES } from "#domain/enums/order";
import { ORDER_COMMENT_MAX, type OrderDetailSchema } from "#domain/orders/order-schemas";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { FormSection } from "#web/app/components/form/form-section";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { TextareaField } from "#web/app/components/form/textarea-field";
import { OrderContractMentionsFields } from "./contract-mentions-fields";
import { OPTION_FIELDS } from "./order-input";

// The terms, options and comments of an order (spec 000 §3), one copy for the create form and the edit
// page (decision 0037): the same labels, hints and names as /v1 reads them. `order` fills them with an
// order's values when it is edited; without it they hold the create form's defaults.

/** An order's values the fields show when it is edited. */
export type OrderFieldValues = Partial<z.infer<typeof OrderDetailSchema>>;
type ErrorOf = (field: string) => string | undefined;

const OPTION_LABELS = {
  force_available_workers: "orders.form.forceAvailableWorkers",
  force_all_periods: "orders.form.forceAllPeriods",
  anonymous_client: "orders.form.anonymousClient",
  sms_show_client_name: "orders.form.smsShowClientName",
  sms_show_client_address: "orders.form.smsShowClientAddress",
  sms_client_arrival_validation: "orders.form.smsClientArrivalValidation",
  auto_reminder: "orders.form.autoReminder",
} as const satisfies Record<(typeof OPTION_FIELDS)[number], string>;

/** A number as its field shows it: empty when the order has none. */
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? undefined : String(value));

/** The terms: `contractType` comes first where the form offers it (creation only). */
export function OrderTermsSection({
  errorOf,
  order = {},
  contractType,
}: {
  errorOf: ErrorOf;
  order?: OrderFieldValues;
  contractType?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormSection title={t("orders.form.sectionTerms")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {contractType}
        <SelectField
          label={t("orders.form.appealReason")}
          name="appeal_reason"
          defaultValue={order.appeal_reason ?? ""}
          emptyLabel={t("orders.form.appealReasonNone")}
          options={APPEAL_REASONS.map((reason) => ({ value: reason, label: t(`orders.appealReasons.${reason}`) }))}
          error={errorOf("appeal_reason")}
        />
        <TextField
          label={`${t("orders.form.quantity")} *`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          required
          defaultValue={numberText(order.quantity) ?? "1"}
          error={errorOf("quantity")}
        />
        <TextField
          label={t("orders.form.priority")}
          name="priority"
          type="number"
          min={0}
          max={10}
          defaultValue={numberText(order.priority)}
          error={errorOf("priority")}
        />
        <TextField
          label={t("orders.form.hourlyRate")}
          name="hourly_rate"
          inputMode="decimal"
          hint={t("orders.form.decimalHint")}
          defaultValue={numberText(order.hourly_rate)}
          error={errorOf("hourly_rate")}
        />
        <TextField
          label={t("orders.form.coefficient")}
          name="coefficient"
          inputMode="decimal"
          hint={t("orders.form.decimalHint")}
          defaultValue={numberText(order.coefficient)}
          error={errorOf("coefficient")}
        />
        <TextField
          label={t("orders.form.schedules")}
          name="schedules"
          maxLength={255}
          hint={t("orders.form.schedulesHint")}
          defaultValue={order.schedules ?? undefined}
          error={errorOf("schedules")}
        />
        <TextField
          label={t("orders.form.weeklyDuration")}
          name="weekly_duration"
          inputMode="decimal"
          defaultValue={numberText(order.weekly_duration)}
          error={errorOf("weekly_duration")}
        />
        <TextField
          label={t("orders.form.level")}
          name="collective_agreement_level"
          maxLength={255}
          defaultValue={order.collective_agreement_level ?? undefined}
          error={errorOf("collective_agreement_level")}
        />
        <SelectField
          label={t("orders.form.source")}
          name="source"
          defaultValue={order.source ?? ""}
          emptyLabel={t("orders.form.sourceNone")}
          options={ORDER_SOURCES.map((source) => ({ value: source, label: t(`orders.sources.${source}`) }))}
          error={errorOf("source")}
        />
      </div>
      <TextareaField
        label={t("orders.form.tasks")}
        name="tasks"
        rows={3}
        defaultValue={order.tasks ?? undefined}
        error={errorOf("tasks")}
      />
      <OrderContractMentionsFields errorOf={errorOf} order={order} />
    </FormSection>
  );
}

/** The options: attribution mode, the option boxes, and the reminder's hours while the reminder is on. */
export function OrderOptionsSection({ errorOf, order = {} }: { errorOf: ErrorOf; order?: OrderFieldValues }) {
  const { t } = useTranslation();
  const [autoReminder, setAutoReminder] = useState(order.auto_reminder ?? false);
  return (
    <FormSection title={t("orders.form.sectionOptions")}>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t("orders.form.attributionMode")}</legend>
        <div className="mt-2 space-y-2">
          {ATTRIBUTION_MODES.map((mode) => (
            <label key={mode} className="flex items-start gap-2.5 text-sm text-ink">
              <input
                type="radio"
                name="attribution_mode"
                value={mode}
                defaultChecked={mode === (order.attribution_mode ?? "automatic")}
                className="mt-0.5 size-4 accent-primary-600"
              />
              {t(`orders.attributionModes.${mode}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTION_FIELDS.map((field) => (
          <CheckboxField
            key={field}
            label={t(OPTION_LABELS[field])}
            name={field}
            defaultChecked={order[field] ?? false}
            onChange={field === "auto_reminder" ? (event) => setAutoReminder(event.target.checked) : undefined}
            error={errorOf(field)}
          />
        ))}
      </div>
      {autoReminder ? (
        <TextField
          label={t("orders.form.reminderHoursBefore")}
          name="reminder_hours_before"
          type="number"
          min={1}
          max={168}
          defaultValue={numberText(order.reminder_hours_before) ?? "24"}
          className="sm:w-1/2"
          error={errorOf("reminder_hours_before")}
        />
      ) : null}
    </FormSection>
  );
}

/** The two comments the SMS carry: the proposal's and the confirmation's. */
export function OrderCommentsSection({ errorOf, order = {} }: { errorOf: ErrorOf; order?: OrderFieldValues }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t("orders.form.sectionComments")}>
      <TextareaField
        label={t("orders.form.proposalComment")}
        name="mission_proposal_comment"
        maxLength={ORDER_COMMENT_MAX}
        hint={t("orders.form.proposalCommentHint")}
        defaultValue={order.mission_proposal_comment ?? undefined}
        error={errorOf("mission_proposal_comment")}
      />
      <TextareaField
        label={t("orders.form.confirmationComment")}
        name="confirmation_comment"
        maxLength={ORDER_COMMENT_MAX}
        hint={t("orders.form.confirmationCommentHint")}
        defaultValue={order.confirmation_comment ?? undefined}
        error={errorOf("confirmation_comment")}
      />
    </FormSection>
  );
}
