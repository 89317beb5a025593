import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { addDays, parisToday } from "#domain/dates/paris-day";
import type { AVAILABILITY_REQUEST_OUTCOMES } from "#domain/sms/availability-request-schemas";
import { useTranslation } from "#web/app/i18n/use-translation";
import { fieldMessagesOf, formMessageOf, type Refusal } from "#web/app/lib/forms/refusal";
import { DialogFrame } from "#web/app/routes/shell/+shared/dialog-frame";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "../badge";
import { buttonStyles } from "../button-styles";
import { FormAlert } from "../form/form-alert";
import { TextField } from "../form/text-field";
import { Icon } from "../icons";
import type { SmsRecipients } from "../sms/sms-dialog";

type Outcome = (typeof AVAILABILITY_REQUEST_OUTCOMES)[number];
type Answer = { ok: true; results: { worker_id: number; status: Outcome }[] } | Refusal;

const TONE: Record<Outcome, BadgeTone> = { queued: "emerald", no_mobile: "amber", opted_out: "amber", not_found: "neutral" };

/**
 * "Ask for availability" (spec 000 §1) for some workers of one space, and its dialog: a period (today
 * for one week by default), then who was asked and who could not be (no mobile, STOP). The SMS and
 * the replies are /v1's (decision 0021). A space whose SMS are off gets the button disabled, read from
 * the same flag as the SMS button.
 */
export function AvailabilityRequestButton({
  spaceId,
  recipients,
  className,
}: {
  spaceId: number;
  recipients: SmsRecipients;
  className?: string;
}) {
  const { t } = useTranslation();
  const flag = useFetcher<{ smsEnabled: boolean }>({ key: `sms-flag-${spaceId}` });
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState("");
  const { load } = flag;
  const loaded = flag.data !== undefined;

  useEffect(() => {
    if (!loaded) void load(`/sms?space_id=${spaceId}`);
  }, [load, loaded, spaceId]);

  return (
    <>
      <button
        type="button"
        className={className ?? buttonStyles.secondary}
        disabled={flag.data?.smsEnabled === false || recipients.workerIds.length === 0}
        onClick={() => {
          setOpening(crypto.randomUUID());
          setOpen(true);
        }}
      >
        <Icon name="calendar" className="size-4" />
        {t("sms.availabilityRequest.open")}
      </button>
      <DialogFrame
        open={open}
        onClose={() => setOpen(false)}
        title={t("sms.availabilityRequest.title")}
        description={t("sms.availabilityRequest.recipients", { count: recipients.workerIds.length })}
      >
        {opening ? <RequestForm key={opening} opening={opening} recipients={recipients} onClose={() => setOpen(false)} /> : null}
      </DialogFrame>
    </>
  );
}

function RequestForm({ opening, recipients, onClose }: { opening: string; recipients: SmsRecipients; onClose(): void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Answer>({ key: `availability-request-${opening}` });
  // The default period of an availability (spec 000 §3): from today, one week.
  const [today] = useState(() => parisToday(new Date()));
  const answer = fetcher.data;

  if (answer?.ok) {
    const asked = answer.results.filter((result) => result.status === "queued").length;
    const ordered = [...answer.results].sort((a, b) => Number(a.status === "queued") - Number(b.status === "queued"));
    return (
      <div>
        <p role="status" className="text-sm font-medium text-ink" data-testid="availability-request-summary">
          {t("sms.availabilityRequest.summary", { count: asked, total: answer.results.length })}
        </p>
        <ul
          className="mt-3 max-h-72 divide-y divide-line overflow-y-auto rounded-lg border border-line"
          data-testid="availability-request-result"
        >
          {ordered.map((result) => (
            <li key={result.worker_id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <Link to={`/workers/${result.worker_id}`} className="truncate text-ink underline-offset-2 hover:underline">
                {recipients.workerNames[result.worker_id] ?? t("sms.result.worker", { id: result.worker_id })}
              </Link>
              <Badge tone={TONE[result.status]}>{t(`sms.availabilityRequest.outcome.${result.status}`)}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-end">
          <button type="button" className={buttonStyles.primary} onClick={onClose}>
            {t("sms.availabilityRequest.close")}
          </button>
        </div>
      </div>
    );
  }

  const refusal = answer && !answer.ok ? answer : undefined;
  const errorOf = (field: string) => {
    const message = refusal?.reply.error?.[field]?.[0];
    return message ? t(message.key, message.values ?? {}) : undefined;
  };
  const fieldsRefused = ["from", "to"].some((field) => errorOf(field));
  // A refusal of the whole call (SMS disabled for the space, no rights…, or of the workers asked)
  // rather than of the period's fields.
  const whole = refusal && !fieldsRefused ? (fieldMessagesOf(refusal.reply)[0]?.[1] ?? formMessageOf(refusal.reply)) : undefined;
  const formError = whole ? t(whole.key, whole.values ?? {}) : undefined;
  const sending = fetcher.state !== "idle";

  return (
    <fetcher.Form method="post" action="/availability-requests">
      {recipients.workerIds.map((id) => (
        <input key={id} type="hidden" name="worker_ids" value={id} />
      ))}
      {formError ? (
        <div className="mb-4">
          <FormAlert tone="error">{formError}</FormAlert>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          name="from"
          label={t("sms.availabilityRequest.from")}
          defaultValue={today}
          required
          error={errorOf("from")}
        />
        <TextField
          type="date"
          name="to"
          label={t("sms.availabilityRequest.to")}
          defaultValue={addDays(today, 7)}
          required
          error={errorOf("to")}
        />
      </div>
      <p className="mt-2 text-xs text-ink-subtle">{t("sms.availabilityRequest.periodHint")}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t("sms.availabilityRequest.cancel")}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          <Icon name="send" className="size-4" />
          {sending ? t("sms.availabilityRequest.sending") : t("sms.availabilityRequest.send")}
        </button>
      </div>
    </fetcher.Form>
  );
}
