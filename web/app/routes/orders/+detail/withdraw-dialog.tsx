import { useTranslation } from "#web/app/i18n/use-translation";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import type { OrderDetail } from "./order-header";

type OrderWorker = OrderDetail["workers"][number];

/**
 * Asks before a delegation is cancelled or a proposal withdrawn (the worker is told by SMS, decision
 * 0056): the confirming button says what it does, in the danger style, beside "keep" rather than a
 * plain "Annuler".
 */
export function WithdrawDialog({
  worker,
  busy,
  onConfirm,
  onClose,
}: {
  worker: OrderWorker | null;
  busy: boolean;
  onConfirm(worker: OrderWorker): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const delegated = worker?.status === "accepted";
  const name = worker ? `${worker.first_name} ${worker.last_name}` : "";
  return (
    <ConfirmDialog
      open={worker !== null}
      title={
        delegated
          ? t("orders.staffing.withdrawDialog.delegationTitle", { name })
          : t("orders.staffing.withdrawDialog.proposalTitle", { name })
      }
      description={t("orders.staffing.withdrawDialog.message")}
      confirmLabel={delegated ? t("orders.file.withdraw") : t("orders.file.withdrawProposal")}
      keepLabel={delegated ? t("orders.staffing.withdrawDialog.keepDelegation") : t("orders.staffing.withdrawDialog.keepProposal")}
      tone="danger"
      busy={busy}
      onClose={onClose}
      onConfirm={() => worker && onConfirm(worker)}
    />
  );
}
