import { useTranslation } from "#web/app/i18n/use-translation";
import { FormAlert } from "#web/app/components/form/form-alert";
import { fieldMessagesOf, type FormReply } from "#web/app/lib/forms/refusal";

/**
 * A refused declaration: every failing check of spec 000 §8's DPAE list at once, each with its message;
 * the fields of a form that shows them under themselves (`except`) are left to it.
 */
export function DpaeIssuesAlert({ reply, except = [] }: { reply: FormReply | null | undefined; except?: readonly string[] }) {
  const { t } = useTranslation();
  const messages = fieldMessagesOf(reply).filter(([field]) => !except.includes(field));
  if (messages.length === 0) return null;
  return (
    <FormAlert tone="error">
      <p className="font-medium">{t("dpae.declare.refused")}</p>
      <ul className="mt-1 list-disc pl-5" data-testid="dpae-issues">
        {messages.map(([field, message]) => (
          <li key={field}>{t(message.key, message.values ?? {})}</li>
        ))}
      </ul>
    </FormAlert>
  );
}
