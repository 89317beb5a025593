import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { FormSection } from "#web/app/components/form/form-section";
import { ApiTokenDialog } from "../users/+shared/api-token-dialog";
import type { action } from "../account";

/**
 * A user with API access issues their own token here (intent "api-token"), the previous one stopping:
 * an integration's, or the mobile app's, which never sees a confidential document (spec 000 §3, §6;
 * decision 0043). The token is shown once.
 */
export function ApiTokenSection({ account }: { account: { id: number; email: string } }) {
  const { t } = useTranslation();
  const issue = useFetcher<typeof action>();
  const [shown, setShown] = useState<string | null>(null);
  const result = issue.data;
  useEffect(() => {
    if (result?.intent === "api-token" && result.ok) setShown(result.apiToken);
  }, [result]);
  const failure = result && !result.ok ? result : undefined;

  return (
    <FormSection title={t("admin.account.apiToken")} description={t("admin.account.apiTokenIntro")}>
      <RefusalAlert answer={failure} />
      <issue.Form method="post" className="space-y-3" data-testid="api-token-form">
        <input type="hidden" name="intent" value="api-token" />
        <input type="hidden" name="id" value={account.id} />
        <div className="flex items-start gap-2">
          <input
            id="api-token-mobile-app"
            type="checkbox"
            name="mobile_app"
            aria-describedby="api-token-mobile-app-hint"
            className="mt-1 size-4 rounded border-line-strong text-primary focus-visible:ring-2 focus-visible:ring-primary"
          />
          <div>
            <label htmlFor="api-token-mobile-app" className="text-sm font-medium text-ink">
              {t("admin.account.apiTokenMobileApp")}
            </label>
            <p id="api-token-mobile-app-hint" className="text-sm text-ink-subtle">
              {t("admin.account.apiTokenMobileAppHint")}
            </p>
          </div>
        </div>
        <button type="submit" className={buttonStyles.secondary} disabled={issue.state !== "idle"}>
          {t("admin.account.apiTokenIssue")}
        </button>
      </issue.Form>
      <ApiTokenDialog token={shown} email={account.email} onClose={() => setShown(null)} />
    </FormSection>
  );
}
