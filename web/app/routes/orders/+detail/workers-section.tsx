import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { ORDER_TEMPLATE_STATUSES } from "#domain/enums/order";
import { Badge } from "#web/app/components/badge";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormSection } from "#web/app/components/form/form-section";
import { TabLinks } from "#web/app/components/tab-links";
import { useOrderFormat, WORKER_STATUS_TONES } from "../+shared/order-format";
import { AbandonDialog, ReplacementDialog } from "./leave-place-dialogs";
import type { OrderDetail } from "./order-header";
import { useOrderWrite } from "./use-order-write";
import { WorkerDpaeActions } from "./worker-dpae-actions";
import { ProposalRowLive } from "./proposal-row-live";
import { WithdrawDialog } from "./withdraw-dialog";

type OrderWorker = OrderDetail["workers"][number];
type TemplateStatus = (typeof ORDER_TEMPLATE_STATUSES)[number];

/**
 * Every proposed worker with their status (spec 000 §3, second reading, translated) and why a yes got
 * no place; one tab per order-template status (/orders/{id}/{status}). While the order is open, staff
 * attribute a place by hand to a worker who said yes or is waiting (manual mode), and cancel a
 * delegation or withdraw a proposal; an accepted worker is replaced by another of the pool, or their
 * abandonment recorded, after a confirmation (decision 0037). A jobs-delegate holder declares an accepted worker's DPAE and
 * handles their mission confirmation from the row (decision 0036).
 */
export function WorkersSection({ order, status, canDeclare }: { order: OrderDetail; status: TemplateStatus | null; canDeclare: boolean }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const open = order.status === "pending" || order.status === "processing";
  const attribute = useOrderWrite("attribute", { doneKey: "orders.file.attributed" });
  const [withdrawing, setWithdrawing] = useState<OrderWorker | null>(null);
  const withdraw = useOrderWrite("withdraw", { doneKey: "orders.file.withdrawn", onDone: () => setWithdrawing(null) });
  const [abandoning, setAbandoning] = useState<OrderWorker | null>(null);
  const [replacing, setReplacing] = useState<{ worker: OrderWorker; openingId: number } | null>(null);
  const shown = status === null ? order.workers : order.workers.filter((worker) => worker.status === status);
  const countOf = (wanted: TemplateStatus) => order.workers.filter((worker) => worker.status === wanted).length;
  const replacedByOf = (worker: OrderWorker) => {
    const replacement = order.workers.find((other) => other.worker_id === worker.replaced_by_worker_id);
    return replacement ? t("orders.file.replacedBy", { name: `${replacement.first_name} ${replacement.last_name}` }) : null;
  };

  function actionsOf(worker: OrderWorker) {
    if (!open) return null;
    const busy = attribute.busy || withdraw.busy;
    const name = `${worker.first_name} ${worker.last_name}`;
    const mayAttribute = worker.status === "in_progress" || (order.attribution_mode === "manual" && worker.status === "waiting");
    const mayWithdraw = worker.status === "accepted" || worker.status === "waiting" || worker.status === "in_progress";
    const holdsPlace = worker.status === "accepted";
    return (
      <div className="flex flex-wrap gap-2">
        {holdsPlace ? (
          <button
            type="button"
            className={`${buttonStyles.secondary} px-2.5 py-1`}
            disabled={busy}
            aria-label={`${t("orders.file.replace")} : ${name}`}
            onClick={() => setReplacing((current) => ({ worker, openingId: (current?.openingId ?? 0) + 1 }))}
          >
            {t("orders.file.replace")}
          </button>
        ) : null}
        {holdsPlace ? (
          <button
            type="button"
            className={`${buttonStyles.ghost} px-2.5 py-1`}
            disabled={busy}
            aria-label={`${t("orders.file.abandon")} : ${name}`}
            onClick={() => setAbandoning(worker)}
          >
            {t("orders.file.abandon")}
          </button>
        ) : null}
        {mayAttribute ? (
          <button
            type="button"
            className={`${buttonStyles.secondary} px-2.5 py-1`}
            disabled={busy}
            aria-label={`${t("orders.file.attribute")} : ${name}`}
            onClick={() => attribute.submit({ worker_id: String(worker.worker_id) })}
          >
            {t("orders.file.attribute")}
          </button>
        ) : null}
        {mayWithdraw ? (
          <button
            type="button"
            className={`${buttonStyles.ghost} px-2.5 py-1`}
            disabled={busy}
            aria-label={`${worker.status === "accepted" ? t("orders.file.withdraw") : t("orders.file.withdrawProposal")} : ${name}`}
            onClick={() => setWithdrawing(worker)}
          >
            {worker.status === "accepted" ? t("orders.file.withdraw") : t("orders.file.withdrawProposal")}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <FormSection title={t("orders.file.sectionWorkers")} className="mt-5">
      <TabLinks
        label={t("orders.file.workersByStatus")}
        current={status ?? "all"}
        tabs={[
          { id: "all", to: `/orders/${order.id}`, label: t("orders.file.allWorkers"), count: order.workers.length },
          ...ORDER_TEMPLATE_STATUSES.filter((known) => known === status || countOf(known) > 0).map((known) => ({
            id: known,
            to: `/orders/${order.id}/${known}`,
            label: t(`orders.workerStatuses.${known}`),
            count: countOf(known),
          })),
        ]}
      />
      {shown.length === 0 ? (
        <p className="text-sm text-ink-muted">{status === null ? t("orders.file.noWorkers") : t("orders.file.noWorkersWithStatus")}</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="order-workers">
          {shown.map((worker) => (
            <li
              key={worker.worker_id}
              className="flex flex-wrap items-start justify-between gap-3 py-3"
              data-testid="order-worker"
              data-status={worker.status}
            >
              <div className="min-w-0 text-sm">
                <Link to={`/workers/${worker.worker_id}`} className="font-medium text-ink underline-offset-2 hover:underline">
                  {worker.last_name.toUpperCase()} {worker.first_name}
                </Link>
                <span className="ml-2 text-xs text-ink-subtle">{format.worker(worker.worker_id)}</span>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <Badge tone={WORKER_STATUS_TONES[worker.status]}>{t(`orders.workerStatuses.${worker.status}`)}</Badge>
                  {worker.outcome ? (
                    <span className="text-xs text-ink-muted" data-testid="order-worker-outcome">
                      {t(`orders.outcomes.${worker.outcome}`)}
                    </span>
                  ) : null}
                </div>
                <ProposalRowLive order={order} worker={worker} />
                <p className="mt-1 text-xs text-ink-subtle">
                  {[
                    worker.proposed_at ? t("orders.file.proposedAt", { date: format.date(worker.proposed_at) }) : null,
                    worker.replied_at ? t("orders.file.repliedAt", { date: format.date(worker.replied_at) }) : null,
                    worker.arrival_confirmed_at
                      ? t("orders.file.arrivalConfirmed", { date: format.date(worker.arrival_confirmed_at) })
                      : null,
                    worker.left_at ? t("orders.file.leftAt", { date: format.date(worker.left_at) }) : null,
                    replacedByOf(worker),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              {actionsOf(worker)}
              {canDeclare && worker.status === "accepted" ? (
                <WorkerDpaeActions orderId={order.id} workerId={worker.worker_id} name={`${worker.first_name} ${worker.last_name}`} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <WithdrawDialog
        worker={withdrawing}
        busy={withdraw.busy}
        onClose={() => setWithdrawing(null)}
        onConfirm={(worker) => withdraw.submit({ worker_id: String(worker.worker_id) })}
      />
      <AbandonDialog worker={abandoning} onClose={() => setAbandoning(null)} />
      <ReplacementDialog
        order={order}
        worker={replacing?.worker ?? null}
        openingId={replacing?.openingId ?? 0}
        onClose={() => setReplacing(null)}
      />
    </FormSection>
  );
}
