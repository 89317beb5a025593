import { Link } from "react-router";
import { hasPermission } from "#domain/auth/permissions";
import { useTranslation } from "#web/app/i18n/use-translation";
import { FormAlert } from "#web/app/components/form/form-alert";
import { fieldMessagesOf, type FormReply } from "#web/app/lib/forms/refusal";
import { useShell } from "#web/app/routes/shell/+shared/shell-context";

/**
 * A refused declaration: every failing check of spec 000 §8's DPAE list at once, each with its message;
 * the fields of a form that shows them under themselves (`except`) are left to it. When the agency's
 * own data failed (a `space.` field), where to complete it: its settings for a space administrator,
 * whom to ask for anyone else (decision 0045).
 */
export function DpaeIssuesAlert({ reply, except = [] }: { reply: FormReply | null | undefined; except?: readonly string[] }) {
  const { t } = useTranslation();
  const { permissions } = useShell();
  const messages = fieldMessagesOf(reply).filter(([field]) => !except.includes(field));
  if (messages.length === 0) return null;
  const agency = messages.some(([field]) => field.startsWith("space."));
  return (
    <FormAlert tone="error">
      <p className="font-medium">{t("dpae.declare.refused")}</p>
      <ul className="mt-1 list-disc pl-5" data-testid="dpae-issues">
        {messages.map(([field, message]) => (
          <li key={field}>{t(message.key, message.values ?? {})}</li>
        ))}
      </ul>
      {agency ? (
        <p className="mt-2" data-testid="dpae-agency-data">
          {t("dpae.declare.agencyData")}{" "}
          {hasPermission(permissions, "space-users") ? (
            <Link to="/space/settings" className="font-medium underline underline-offset-2">
              {t("dpae.declare.agencySettings")}
            </Link>
          ) : (
            t("dpae.declare.agencyAskAdmin")
          )}
        </p>
      ) : null}
    </FormAlert>
  );
}
