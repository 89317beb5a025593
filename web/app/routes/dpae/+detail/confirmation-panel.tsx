import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { Icon } from "#web/app/components/icons";
import { ConfirmationOutcome } from "../+shared/confirmation-outcome";
import { confirmationPdfPath } from "../+shared/confirmation-pdf-path";
import type { DetailAnswer } from "./detail-actions.server";

interface ConfirmationPanelProps {
  orderId: number;
  workerId: number;
  /** Where the download comes back to, with the spec's "PDF download error", when /v1 refuses it. */
  back: string;
  pdfError: boolean;
}

/** The mission confirmation of the declared worker: both PDFs, and the send (e-mail to the client, voucher SMS). */
export function ConfirmationPanel({ orderId, workerId, back, pdfError }: ConfirmationPanelProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DetailAnswer>({ key: "dpae-confirmation-send" });
  const answer = fetcher.data?.intent === "send-confirmation" ? fetcher.data : undefined;
  return (
    <section aria-labelledby="dpae-confirmation-title" className="space-y-3 rounded-xl border border-line bg-surface p-4 shadow-xs">
      <h2 id="dpae-confirmation-title" className="text-base font-semibold text-ink">
        {t("dpae.confirmation.title")}
      </h2>
      <p className="text-sm text-ink-muted">{t("dpae.confirmation.intro")}</p>
      {pdfError ? <FormAlert tone="error">{t("dpae.confirmation.pdfError")}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <a href={confirmationPdfPath(orderId, workerId, "client", back)} className={buttonStyles.secondary}>
          <Icon name="document" className="size-4" />
          {t("dpae.confirmation.client")}
        </a>
        <a href={confirmationPdfPath(orderId, workerId, "worker", back)} className={buttonStyles.secondary}>
          <Icon name="document" className="size-4" />
          {t("dpae.confirmation.worker")}
        </a>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="send-confirmation" />
          <button type="submit" className={buttonStyles.primary} disabled={fetcher.state !== "idle"}>
            <Icon name="send" className="size-4" />
            {t("dpae.confirmation.send")}
          </button>
        </fetcher.Form>
      </div>
      <RefusalAlert answer={answer} />
      {answer?.ok && answer.intent === "send-confirmation" ? <ConfirmationOutcome sent={answer.sent} /> : null}
    </section>
  );
}
