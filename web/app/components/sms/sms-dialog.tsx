import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { SMS_CONFIRM_ABOVE_RECIPIENTS } from "#domain/sms/sms-allowance";
import { measureSms, SMS_MAX_SEGMENTS } from "#domain/sms/sms-length";
import { formMessagesOf, refusesFields, type Refusal } from "#web/app/lib/forms/refusal";
import { DialogFrame } from "#web/app/routes/shell/+shared/dialog-frame";
import { buttonStyles } from "../button-styles";
import { FormAlert } from "../form/form-alert";
import { TextField } from "../form/text-field";
import { Icon } from "../icons";
import { SmsCount } from "./sms-count";
import { SmsSendResult, type SmsSendStatus } from "./sms-send-result";

type SmsAnswer = { ok: true; messages: { worker_id: number; status: SmsSendStatus }[] } | Refusal;

export interface SmsRecipients {
  workerIds: readonly number[];
  /** Names to show in the result, where the screen knows them (the list's current page, the file's worker). */
  workerNames: Readonly<Record<number, string>>;
}

/**
 * The SMS sending dialog (spec 000 §2): the message with its live count, an optional send date and
 * reminder date (Paris times), then what became of each worker. It posts to the /sms resource route;
 * `openingId` is new at each opening and doubles as the send's idempotency key.
 */
export function SmsDialog({
  open,
  openingId,
  onClose,
  recipients,
}: { open: boolean; openingId: string; onClose(): void } & { recipients: SmsRecipients }) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t("sms.dialog.title")}
      description={t("sms.dialog.recipients", { count: recipients.workerIds.length })}
      size="lg"
    >
      {openingId ? <SmsForm key={openingId} openingId={openingId} onClose={onClose} recipients={recipients} /> : null}
    </DialogFrame>
  );
}

function SmsForm({ openingId, onClose, recipients }: { openingId: string; onClose(): void; recipients: SmsRecipients }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SmsAnswer>({ key: `sms-send-${openingId}` });
  const [message, setMessage] = useState("");
  const messageId = useId();
  const countId = useId();
  const answer = fetcher.data;
  const sending = fetcher.state !== "idle";
  // Above 50 recipients the send is confirmed first, saying how many SMS and billed segments (decision 0043).
  const [confirming, setConfirming] = useState<{ sms: number; segments: number } | null>(null);
  const large = recipients.workerIds.length > SMS_CONFIRM_ABOVE_RECIPIENTS;

  if (answer?.ok) {
    return (
      <>
        <SmsSendResult messages={answer.messages} workerNames={recipients.workerNames} />
        <div className="mt-6 flex justify-end">
          <button type="button" className={buttonStyles.primary} onClick={onClose}>
            {t("sms.dialog.close")}
          </button>
        </div>
      </>
    );
  }

  // The action words the refusal (routes/sms/actions.ts): under a field, or of the whole call (SMS
  // disabled for the space, no rights, the SMS rate or the day's budget spent).
  const refusal = answer && !answer.ok ? answer : undefined;
  const errorOf = (field: string) => {
    const message = refusal?.reply.error?.[field]?.[0];
    return message ? t(message.key, { max: SMS_MAX_SEGMENTS, ...message.values }) : undefined;
  };
  const messageError = errorOf("message");
  const formMessage = refusal && !refusesFields(refusal.reply) ? formMessagesOf(refusal.reply)[0] : undefined;
  const formError = formMessage ? t(formMessage.key, formMessage.values ?? {}) : undefined;

  function askFirst(event: FormEvent<HTMLFormElement>) {
    if (!large || confirming) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const perRecipient = String(form.get("reminder_at") ?? "") ? 2 : 1;
    const sms = recipients.workerIds.length * perRecipient;
    setConfirming({ sms, segments: sms * measureSms(String(form.get("message") ?? "")).segments });
  }

  return (
    <fetcher.Form method="post" action="/sms" noValidate onSubmit={askFirst}>
      <input type="hidden" name="idempotency_key" value={openingId} />
      {recipients.workerIds.map((id) => (
        <input key={id} type="hidden" name="worker_ids" value={id} />
      ))}
      {formError ? (
        <div className="mb-4">
          <FormAlert tone="error">{formError}</FormAlert>
        </div>
      ) : null}
      <div>
        <label htmlFor={messageId} className="block text-sm font-medium text-ink">
          {t("sms.dialog.message")}
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={5}
          required
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={[countId, messageError ? `${messageId}-error` : null].filter(Boolean).join(" ")}
          className={`mt-1.5 block w-full rounded-lg border bg-surface px-3 py-2 text-sm text-ink shadow-xs focus:ring-2 focus:ring-primary-500/50 focus:outline-none ${
            messageError ? "border-primary-500" : "border-line-strong focus:border-primary-500"
          }`}
        />
        {messageError ? (
          <p id={`${messageId}-error`} className="mt-1.5 text-sm text-primary-700 dark:text-primary-300">
            {messageError}
          </p>
        ) : null}
        <SmsCount id={countId} message={message} />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          name="send_at"
          label={t("sms.dialog.sendAt")}
          hint={t("sms.dialog.sendAtHint")}
          error={errorOf("send_at")}
        />
        <TextField
          type="datetime-local"
          name="reminder_at"
          label={t("sms.dialog.reminderAt")}
          hint={t("sms.dialog.reminderAtHint")}
          error={errorOf("reminder_at")}
        />
      </div>
      {confirming ? (
        <div className="mt-6 space-y-3" role="alertdialog" aria-labelledby={`${messageId}-confirm`} data-testid="sms-confirm">
          <FormAlert tone="info">
            <span id={`${messageId}-confirm`} className="font-medium">
              {t("sms.dialog.confirmLarge", { sms: confirming.sms, segments: confirming.segments, count: recipients.workerIds.length })}
            </span>{" "}
            {t("sms.dialog.confirmLargeHint")}
          </FormAlert>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(null)}>
              {t("sms.dialog.back")}
            </button>
            <button type="submit" className={buttonStyles.primary} disabled={sending} data-autofocus>
              <Icon name="send" className="size-4" />
              {sending ? t("sms.dialog.sending") : t("sms.dialog.confirmSend")}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t("sms.dialog.cancel")}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={sending}>
            <Icon name="send" className="size-4" />
            {sending ? t("sms.dialog.sending") : t("sms.dialog.send")}
          </button>
        </div>
      )}
    </fetcher.Form>
  );
}
