import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import type { SMS_SEND_STATUSES } from "#domain/sms/sms-schemas";
import { Badge, type BadgeTone } from "../badge";

export type SmsSendStatus = (typeof SMS_SEND_STATUSES)[number];

const TONE: Record<SmsSendStatus, BadgeTone> = {
  queued: "emerald",
  scheduled: "sky",
  no_mobile: "amber",
  suppressed: "amber",
  not_found: "neutral",
};

/** Whether a status means the worker will get the message. */
export function isReached(status: SmsSendStatus) {
  return status === "queued" || status === "scheduled";
}

/** What became of each worker (nobody dropped silently), those not reached first. */
export function SmsSendResult({
  messages,
  workerNames,
}: {
  messages: readonly { worker_id: number; status: SmsSendStatus }[];
  workerNames: Readonly<Record<number, string>>;
}) {
  const { t } = useTranslation();
  const reached = messages.filter((message) => isReached(message.status)).length;
  const ordered = [...messages].sort((a, b) => Number(isReached(a.status)) - Number(isReached(b.status)));
  return (
    <div>
      <p role="status" className="text-sm font-medium text-ink" data-testid="sms-result-summary">
        {t("sms.result.summary", { count: reached, total: messages.length })}
      </p>
      <ul className="mt-3 max-h-72 divide-y divide-line overflow-y-auto rounded-lg border border-line" data-testid="sms-result">
        {ordered.map((message) => (
          <li key={message.worker_id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <Link to={`/workers/${message.worker_id}`} className="truncate text-ink underline-offset-2 hover:underline">
              {workerNames[message.worker_id] ?? t("sms.result.worker", { id: message.worker_id })}
            </Link>
            <Badge tone={TONE[message.status]}>{t(`sms.sendStatus.${message.status}`)}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
