import { useTranslation } from "#web/app/i18n/use-translation";
import { Badge, type BadgeTone } from "#web/app/components/badge";
import { buttonStyles } from "#web/app/components/button-styles";
import type { OrderDetail } from "./order-header";
import { useOrderWrite } from "./use-order-write";

type OrderWorker = OrderDetail["workers"][number];
type SmsStatus = NonNullable<OrderWorker["last_sms"]>["status"];

const SMS_TONES: Record<SmsStatus, BadgeTone> = {
  scheduled: "neutral",
  queued: "neutral",
  sent: "sky",
  delivered: "emerald",
  failed: "amber",
};

/**
 * What a proposal row adds for staffing by phone and SMS (decision 0056): where the order's last SMS to
 * the worker stands, sending it again when it failed, a call link, and the worker's yes given by phone
 * (taken as their SMS OUI would be, in either attribution mode).
 */
export function ProposalRowLive({ order, worker }: { order: OrderDetail; worker: OrderWorker }) {
  const { t } = useTranslation();
  const phoneAccept = useOrderWrite("phone-accept", { doneKey: "orders.staffing.phoneAccepted" });
  const resend = useOrderWrite("resend-sms", { doneKey: "orders.staffing.resent" });
  const open = order.status === "pending" || order.status === "processing";
  const name = `${worker.first_name} ${worker.last_name}`;
  const sms = worker.last_sms;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2" data-testid="proposal-live">
      {sms ? (
        <span data-testid="order-worker-sms" data-sms-status={sms.status}>
          <Badge tone={SMS_TONES[sms.status]}>{t(`orders.staffing.smsStatuses.${sms.status}`)}</Badge>
        </span>
      ) : null}
      {sms?.status === "failed" ? (
        <button
          type="button"
          className={`${buttonStyles.ghost} px-2 py-0.5 text-xs`}
          disabled={resend.busy}
          aria-label={`${t("orders.staffing.resend")} : ${name}`}
          onClick={() => resend.submit({ worker_id: String(worker.worker_id) })}
        >
          {t("orders.staffing.resend")}
        </button>
      ) : null}
      {worker.mobile ? (
        <a
          href={`tel:${worker.mobile}`}
          className="text-xs font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
          aria-label={`${t("orders.staffing.call")} : ${name}`}
        >
          {t("orders.staffing.call")}
        </a>
      ) : null}
      {open && worker.status === "waiting" ? (
        <button
          type="button"
          className={`${buttonStyles.secondary} px-2 py-0.5 text-xs`}
          disabled={phoneAccept.busy}
          aria-label={`${t("orders.staffing.phoneAccept")} : ${name}`}
          onClick={() => phoneAccept.submit({ worker_id: String(worker.worker_id) })}
        >
          {t("orders.staffing.phoneAccept")}
        </button>
      ) : null}
    </div>
  );
}
