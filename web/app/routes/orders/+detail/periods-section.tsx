import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { FormSection } from "#web/app/components/form/form-section";
import { TextField } from "#web/app/components/form/text-field";
import { Icon } from "#web/app/components/icons";
import { formMessageOf, refusesFields } from "#web/app/lib/forms/refusal";
import { useOrderFormat } from "../+shared/order-format";
import type { OrderDetail } from "./order-header";
import { useOrderWrite } from "./use-order-write";

type Period = OrderDetail["periods"][number];

/**
 * The order's periods: add one (Paris wall times; /v1 refuses one that overlaps another, under its
 * field), delete one with the spec's warning that its data is lost (spec 000 §4); with workers
 * delegated on it, /v1 says so and the user confirms a forced delete or cancels the delegation first.
 */
export function PeriodsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const open = order.status === "pending" || order.status === "processing";
  const [deleting, setDeleting] = useState<Period | null>(null);
  const [delegated, setDelegated] = useState<Period | null>(null);
  const [formKey, setFormKey] = useState(0);
  const add = useOrderWrite("add-period", {
    doneKey: "orders.file.periodAdded",
    onDone: () => setFormKey((key) => key + 1),
    // A refused bound is said under its field.
    onRefused: (answer) => !answer.ok && refusesFields(answer.reply),
  });
  const remove = useOrderWrite("delete-period", {
    doneKey: "orders.file.periodDeleted",
    onDone: () => {
      setDeleting(null);
      setDelegated(null);
    },
    onRefused(answer) {
      // Spec 000 §8 "Period has delegated workers": confirm a forced delete, or cancel the delegation first.
      if (answer.ok || answer.status !== 409 || formMessageOf(answer.reply).key !== "errors.periodHasDelegatedWorkers") return false;
      setDelegated(deleting);
      setDeleting(null);
      return true;
    },
  });
  const refused = add.answer && !add.answer.ok && add.answer.intent === "add-period" ? add.answer.reply : null;
  const errorOf = (field: string) => {
    const message = refused?.error?.[field]?.[0];
    return message ? t(message.key, message.values ?? {}) : undefined;
  };

  return (
    <FormSection title={t("orders.file.sectionPeriods")}>
      {order.periods.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("orders.file.noPeriods")}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line" data-testid="order-periods">
          {order.periods.map((period) => (
            <li key={period.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>{t("orders.file.period", { start: format.date(period.starts_at), end: format.date(period.ends_at) })}</span>
              {open ? (
                <button
                  type="button"
                  className={buttonStyles.icon}
                  onClick={() => setDeleting(period)}
                  aria-label={t("orders.file.deletePeriod", { start: format.date(period.starts_at) })}
                >
                  <Icon name="trash" className="size-4" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <form
          key={formKey}
          // Two fields side by side, the button under them: the file's column is narrow beside the shell, and a
          // datetime-local field keeps a wide minimum unless its track may shrink (minmax(0, 1fr)).
          className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            add.submit({ starts_at: String(data.get("starts_at") ?? ""), ends_at: String(data.get("ends_at") ?? "") });
          }}
        >
          <TextField label={t("orders.file.newPeriodStart")} name="starts_at" type="datetime-local" required error={errorOf("starts_at")} />
          <TextField label={t("orders.file.newPeriodEnd")} name="ends_at" type="datetime-local" required error={errorOf("ends_at")} />
          <button type="submit" className={`${buttonStyles.secondary} justify-self-start sm:col-span-2`} disabled={add.busy}>
            <Icon name="plus" className="size-4" />
            {add.busy ? t("orders.file.addingPeriod") : t("orders.file.addPeriod")}
          </button>
        </form>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        title={t("orders.file.deleteDialog.title")}
        description={t("orders.file.deleteDialog.message")}
        confirmLabel={t("orders.file.deleteDialog.confirm")}
        busy={remove.busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.submit({ period_id: String(deleting.id) })}
      />
      <ConfirmDialog
        open={delegated !== null}
        title={t("orders.file.deleteDialog.delegatedTitle")}
        description={t("orders.file.deleteDialog.delegatedMessage")}
        confirmLabel={t("orders.file.deleteDialog.force")}
        busy={remove.busy}
        onClose={() => setDelegated(null)}
        onConfirm={() => delegated && remove.submit({ period_id: String(delegated.id), force: "true" })}
      />
    </FormSection>
  );
}
