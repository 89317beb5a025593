import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { ORDER_CLOSING_STATES } from "#domain/enums/order";
import type { z } from "zod";
import type { OrderDetailSchema } from "#domain/orders/order-schemas";
import { Badge } from "#web/app/components/badge";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { FormAlert } from "#web/app/components/form/form-alert";
import { formMessageOf } from "#web/app/lib/forms/refusal";
import { Icon } from "#web/app/components/icons";
import { ORDER_STATUS_TONES, useOrderFormat } from "../+shared/order-format";
import { ProposalDialog } from "./proposal-dialog";
import { useOrderWrite } from "./use-order-write";

export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** The order's reference, client and status, and what can be done with it while it is open. */
export function OrderHeader({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const open = order.status === "pending" || order.status === "processing";
  const [closing, setClosing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [proposing, setProposing] = useState(0);
  const [closingState, setClosingState] = useState<(typeof ORDER_CLOSING_STATES)[number]>("honored");
  const [closeError, setCloseError] = useState<string | null>(null);
  const close = useOrderWrite("close", {
    doneKey: "orders.file.closed",
    onDone: () => setClosing(false),
    // Spec 000 §4 and §8: the refusal ("Order is not open", "Order must have at least one period", or
    // "Error closing order") stays in the dialog, beside the choice it refused.
    onRefused(answer) {
      if (answer.ok) return false;
      const message = formMessageOf(answer.reply);
      setCloseError(
        message.key === "errors.unknown" || message.key === "errors.server"
          ? t("errors.orderClosingFailed")
          : t(message.key, message.values ?? {}),
      );
      return true;
    },
  });
  const cancel = useOrderWrite("cancel", { doneKey: "orders.file.cancelled", onDone: () => setCancelling(false) });

  return (
    <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">
          <span data-testid="order-reference">{format.order(order.number)}</span>
          <span className="text-ink-muted"> · </span>
          <span className="break-words">{order.company.name}</span>
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Badge tone={ORDER_STATUS_TONES[order.status]}>
            <span data-testid="order-status">{t(`orders.statuses.${order.status}`)}</span>
          </Badge>
          {order.closing_state ? (
            <Badge tone="neutral">
              <span data-testid="order-closing-state">{t(`orders.closingStates.${order.closing_state}`)}</span>
            </Badge>
          ) : null}
          <span>{t(`orders.contractTypes.${order.contract_type}`)}</span>
          <span aria-hidden="true">·</span>
          <span data-testid="order-places">
            {t("orders.file.placesLine", { accepted: order.accepted_count, quantity: order.quantity })}
          </span>
        </div>
      </div>
      {open ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.primary} onClick={() => setProposing((count) => count + 1)}>
            <Icon name="send" className="size-4" />
            {t("orders.file.propose")}
          </button>
          {/* The terms are edited on a page of their own (decision 0037). */}
          <Link to={`/orders/${order.id}/edit`} className={buttonStyles.secondary}>
            <Icon name="pencil" className="size-4" />
            {t("orders.file.edit")}
          </Link>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => {
              setCloseError(null);
              setClosing(true);
            }}
          >
            <Icon name="check" className="size-4" />
            {t("orders.file.close")}
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={() => setCancelling(true)}>
            {t("orders.file.cancelOrder")}
          </button>
        </div>
      ) : null}

      <ProposalDialog order={order} openingId={proposing} onClose={() => setProposing(0)} />

      <ConfirmDialog
        open={closing}
        title={t("orders.file.closeDialog.title")}
        description={t("orders.file.closeDialog.message")}
        confirmLabel={t("orders.file.closeDialog.confirm")}
        busy={close.busy}
        onClose={() => setClosing(false)}
        onConfirm={() => close.submit({ closing_state: closingState })}
      >
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t("orders.file.closingState")}</legend>
          <div className="mt-2 space-y-2">
            {ORDER_CLOSING_STATES.map((state) => (
              <label key={state} className="flex items-center gap-2.5 text-sm text-ink">
                <input
                  type="radio"
                  name="closing_state"
                  value={state}
                  checked={closingState === state}
                  onChange={() => setClosingState(state)}
                  className="size-4 accent-primary-600"
                />
                {t(`orders.closingStates.${state}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {closeError ? (
          <div className="mt-4">
            <FormAlert tone="error">{closeError}</FormAlert>
          </div>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={cancelling}
        title={t("orders.file.cancelDialog.title")}
        description={t("orders.file.cancelDialog.message")}
        confirmLabel={t("orders.file.cancelDialog.confirm")}
        keepLabel={t("orders.staffing.keepOrder")}
        tone="danger"
        busy={cancel.busy}
        onClose={() => setCancelling(false)}
        onConfirm={() => cancel.submit({})}
      />
    </div>
  );
}
