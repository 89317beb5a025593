import { useTranslation } from "#web/app/i18n/use-translation";
import type { ConfirmationSent } from "#domain/orders/mission-confirmation-schemas";
import { FormAlert } from "#web/app/components/form/form-alert";

/** What "Send the confirmation" did: each contact's e-mail, and the voucher SMS (decision 0031). */
export function ConfirmationOutcome({ sent }: { sent: ConfirmationSent }) {
  const { t } = useTranslation();
  return (
    <FormAlert tone="success">
      <p className="font-medium">{t("dpae.confirmation.sent")}</p>
      <ul className="mt-1 list-disc pl-5" data-testid="confirmation-outcome">
        {sent.emails.map((email) => (
          <li key={email.contact_id}>{t(`dpae.confirmation.emails.${email.status}`, { email: email.email ?? "" })}</li>
        ))}
        <li>{t(`dpae.confirmation.sms.${sent.sms.status}`)}</li>
      </ul>
    </FormAlert>
  );
}
