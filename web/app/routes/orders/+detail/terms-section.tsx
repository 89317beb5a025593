import type { ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import type { z } from "zod";
import type { PositionSchema } from "#domain/positions/position-schemas";
import { FormSection } from "#web/app/components/form/form-section";
import type { OrderDetail } from "./order-header";

/** The order's terms and options (spec 000 §3), as they stand: the header's "Modifier" changes them while the order is open (decision 0037). */
export function TermsSection({ order, position }: { order: OrderDetail; position: z.infer<typeof PositionSchema> | null }) {
  const { t, i18n } = useTranslation();
  const yesNo = (value: boolean) => (value ? t("orders.file.yes") : t("orders.file.no"));
  const number = (value: number | null) => (value === null ? null : new Intl.NumberFormat(i18n.language).format(value));
  const nameOf = (person: OrderDetail["contact"]) => (person ? [person.first_name, person.last_name].filter(Boolean).join(" ") : null);
  const rows: [string, ReactNode][] = [
    [t("orders.form.contact"), nameOf(order.contact)],
    [t("orders.form.businessManager"), nameOf(order.business_manager)],
    [t("orders.form.appealReason"), order.appeal_reason ? t(`orders.appealReasons.${order.appeal_reason}`) : null],
    [t("orders.form.quantity"), order.quantity],
    [t("orders.form.hourlyRate"), number(order.hourly_rate)],
    [t("orders.form.coefficient"), number(order.coefficient)],
    [t("orders.form.schedules"), order.schedules],
    [t("orders.form.weeklyDuration"), number(order.weekly_duration)],
    [t("orders.form.level"), order.collective_agreement_level],
    [t("orders.form.source"), order.source ? t(`orders.sources.${order.source}`) : null],
    [t("orders.form.attributionMode"), t(`orders.attributionModes.${order.attribution_mode}`)],
    [t("orders.form.forceAvailableWorkers"), yesNo(order.force_available_workers)],
    [t("orders.form.forceAllPeriods"), yesNo(order.force_all_periods)],
    [t("orders.form.anonymousClient"), yesNo(order.anonymous_client)],
    [t("orders.form.smsShowClientName"), yesNo(order.sms_show_client_name)],
    [t("orders.form.smsShowClientAddress"), yesNo(order.sms_show_client_address)],
    [t("orders.form.smsClientArrivalValidation"), yesNo(order.sms_client_arrival_validation)],
    [t("orders.form.autoReminder"), order.auto_reminder ? `${yesNo(true)} (${order.reminder_hours_before ?? 24} h)` : yesNo(false)],
    [t("orders.form.proposalComment"), order.mission_proposal_comment],
    [t("orders.form.confirmationComment"), order.confirmation_comment],
  ];
  return (
    <FormSection title={t("orders.file.sectionTerms")}>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="break-words text-ink">{value ?? <span className="text-ink-subtle">{t("orders.file.notSet")}</span>}</dd>
          </div>
        ))}
      </dl>
      {order.tasks ? (
        <div>
          <h3 className="text-sm font-medium text-ink">{t("orders.form.tasks")}</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-ink-muted">{order.tasks}</p>
        </div>
      ) : null}
      <div>
        <h3 className="text-sm font-medium text-ink">{t("orders.file.sectionPosition")}</h3>
        {position ? (
          <div className="mt-1 text-sm text-ink-muted" data-testid="order-position">
            <p className="font-medium text-ink">
              {position.title}
              {position.qualification ? ` (${position.qualification})` : ""}
            </p>
            {position.tasks ? <p className="whitespace-pre-line">{position.tasks}</p> : null}
            {position.place_city ? (
              <p>{[position.place_address, position.place_zipcode, position.place_city].filter(Boolean).join(", ")}</p>
            ) : null}
            {position.skills.length > 0 ? <p>{position.skills.join(" · ")}</p> : null}
          </div>
        ) : (
          <p className="mt-1 text-sm text-ink-subtle">{t("orders.file.noPosition")}</p>
        )}
      </div>
    </FormSection>
  );
}
