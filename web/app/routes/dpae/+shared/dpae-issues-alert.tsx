import { Link } from "react-router";
import { hasPermission } from "#domain/auth/permissions";
import { useTranslation } from "#web/app/i18n/use-translation";
import { FormAlert } from "#web/app/components/form/form-alert";
import { useShell } from "#web/app/routes/shell/+shared/shell-context";
import type { IssueText } from "#web/app/lib/field-issues";

/** A failed DPAE check: its message, and whether it is about the agency's own data (its settings). */
export type DpaeIssue = IssueText & { agency: boolean };

/**
 * A refused declaration: every failing check of spec 000 §8's DPAE list at once, each with its message.
 * When the agency's own data failed, where to complete it: its settings for a space administrator,
 * whom to ask for anyone else (decision 0045).
 */
export function DpaeIssuesAlert({ issues }: { issues: readonly DpaeIssue[] }) {
  const { t } = useTranslation();
  const { permissions } = useShell();
  if (issues.length === 0) return null;
  const agency = issues.some((issue) => issue.agency);
  return (
    <FormAlert tone="error">
      <p className="font-medium">{t("dpae.declare.refused")}</p>
      <ul className="mt-1 list-disc pl-5" data-testid="dpae-issues">
        {issues.map((issue) => (
          <li key={issue.key}>{t(issue.key, issue.values ?? {})}</li>
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
