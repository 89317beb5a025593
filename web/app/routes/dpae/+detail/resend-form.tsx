import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { Icon } from "#web/app/components/icons";
import type { DetailAnswer } from "./detail-actions.server";

/**
 * "Send again", only after an error. When URSSAF never answered the upload it may hold the declaration:
 * staff first tick that they checked on net-entreprises (decision 0030), or /v1 refuses.
 */
export function ResendForm({ outcomeUnknown }: { outcomeUnknown: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DetailAnswer>({ key: "dpae-resend" });
  const answer = fetcher.data?.intent === "resend" ? fetcher.data : undefined;
  const refusal = answer && !answer.ok ? answer : undefined;
  return (
    <fetcher.Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="resend" />
      {outcomeUnknown ? (
        <>
          <FormAlert tone="info">{t("dpae.outcomeUnknown")}</FormAlert>
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name="deposit_checked"
              value="true"
              className="mt-0.5 size-4 rounded border-line-strong text-primary-600 focus:ring-primary-500"
              aria-invalid={refusal?.reply.error?.deposit_checked ? true : undefined}
            />
            {t("dpae.depositChecked")}
          </label>
        </>
      ) : null}
      <RefusalAlert answer={refusal} />
      <button type="submit" className={buttonStyles.primary} disabled={fetcher.state !== "idle"}>
        <Icon name="refresh" className="size-4" />
        {t("dpae.resend")}
      </button>
    </fetcher.Form>
  );
}
