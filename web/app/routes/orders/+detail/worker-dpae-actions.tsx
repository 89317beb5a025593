import { useTranslation } from "#web/app/i18n/use-translation";
import { useLocation } from "react-router";
import { buttonStyles } from "#web/app/components/button-styles";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { refusesFields } from "#web/app/lib/forms/refusal";
import { Icon } from "#web/app/components/icons";
import { ConfirmationOutcome } from "#web/app/routes/dpae/+shared/confirmation-outcome";
import { confirmationPdfPath } from "#web/app/routes/dpae/+shared/confirmation-pdf-path";
import { DpaeIssuesAlert } from "#web/app/routes/dpae/+shared/dpae-issues-alert";
import { useOrderWrite } from "./use-order-write";

interface WorkerDpaeActionsProps {
  orderId: number;
  workerId: number;
  /** The worker's name, in every button's accessible name: one row of buttons per accepted worker. */
  name: string;
}

/**
 * An accepted worker's DPAE and mission confirmation, from the order file (decision
 * 0036): declare (success opens the declaration), both PDFs (a refusal comes back here with the
 * spec's "PDF download error") and the send. Refusals and the send's outcome are said under the
 * worker, as on the DPAE screen.
 */
export function WorkerDpaeActions({ orderId, workerId, name }: WorkerDpaeActionsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = location.pathname;
  // Both answers stay under the row rather than in the snackbar: a refusal lists several checks.
  const declare = useOrderWrite("declare-dpae", { onRefused: () => true });
  const send = useOrderWrite("send-confirmation", { onRefused: () => true });
  const declareAnswer = declare.busy ? undefined : declare.answer;
  const sendAnswer = send.busy ? undefined : send.answer;
  const fields = { worker_id: String(workerId) };

  return (
    <div className="w-full space-y-2" data-testid="order-worker-dpae">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${buttonStyles.primary} px-2.5 py-1`}
          disabled={declare.busy}
          aria-label={t("dpae.orderFile.declareFor", { name })}
          onClick={() => declare.submit(fields)}
        >
          {t("dpae.orderFile.declare")}
        </button>
        <a
          href={confirmationPdfPath(orderId, workerId, "client", back)}
          className={`${buttonStyles.secondary} px-2.5 py-1`}
          aria-label={t("dpae.orderFile.clientFor", { name })}
        >
          <Icon name="document" className="size-4" />
          {t("dpae.orderFile.client")}
        </a>
        <a
          href={confirmationPdfPath(orderId, workerId, "worker", back)}
          className={`${buttonStyles.secondary} px-2.5 py-1`}
          aria-label={t("dpae.orderFile.workerFor", { name })}
        >
          <Icon name="document" className="size-4" />
          {t("dpae.orderFile.worker")}
        </a>
        <button
          type="button"
          className={`${buttonStyles.secondary} px-2.5 py-1`}
          disabled={send.busy}
          aria-label={t("dpae.orderFile.sendFor", { name })}
          onClick={() => send.submit(fields)}
        >
          <Icon name="send" className="size-4" />
          {t("dpae.confirmation.send")}
        </button>
      </div>
      {declareAnswer && !declareAnswer.ok ? (
        refusesFields(declareAnswer.reply) ? (
          <DpaeIssuesAlert reply={declareAnswer.reply} />
        ) : (
          <RefusalAlert answer={declareAnswer} />
        )
      ) : null}
      <RefusalAlert answer={sendAnswer} />
      {sendAnswer?.ok && sendAnswer.intent === "send-confirmation" && "sent" in sendAnswer ? (
        <ConfirmationOutcome sent={sendAnswer.sent} />
      ) : null}
    </div>
  );
}
