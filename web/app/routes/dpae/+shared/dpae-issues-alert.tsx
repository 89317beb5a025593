import { useTranslation } from "#web/app/i18n/use-translation";
import { FormAlert } from "#web/app/components/form/form-alert";
import type { IssueText } from "#web/app/lib/field-issues";

/** A refused declaration: every failing check of spec 000 §8's DPAE list at once, each with its message. */
export function DpaeIssuesAlert({ issues }: { issues: readonly IssueText[] }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <FormAlert tone="error">
      <p className="font-medium">{t("dpae.declare.refused")}</p>
      <ul className="mt-1 list-disc pl-5" data-testid="dpae-issues">
        {issues.map((issue) => (
          <li key={issue.key}>{t(issue.key, issue.values ?? {})}</li>
        ))}
      </ul>
    </FormAlert>
  );
}
