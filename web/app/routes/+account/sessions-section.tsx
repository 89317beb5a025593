import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import type { z } from "zod";
import type { SessionSchema } from "#domain/account/account-schemas";
import { SESSION_IDLE_TIMEOUT_MS } from "#domain/auth/lifetimes";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { FormSection } from "#web/app/components/form/form-section";
import { Icon } from "#web/app/components/icons";
import { RelativeDate } from "#web/app/components/relative-date";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { clearLocalSession } from "#web/app/lib/local-session";
import { describeUserAgent } from "#web/app/lib/user-agent";
import { useShell } from "../shell/+shared/shell-context";
import type { action } from "../account";

/**
 * The devices signed in to the account: this one logs out, another is revoked (intent "revoke-session"),
 * or every session ends at once after a confirmation (intent "logout-everywhere").
 */
export function SessionsSection({ sessions, now }: { sessions: z.infer<typeof SessionSchema>[]; now: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  const revoke = useFetcher<typeof action>();
  const everywhere = useFetcher<typeof action>();
  const [confirming, setConfirming] = useState(false);

  const revokeResult = revoke.data;
  useEffect(() => {
    if (revokeResult?.intent === "revoke-session" && revokeResult.ok)
      showSnackbar({ key: "admin.account.sessionRevoked", tone: "success" });
  }, [revokeResult]);

  const failure = [revokeResult, everywhere.data].find((result) => result && !result.ok);

  return (
    <FormSection
      title={t("admin.account.sessions")}
      description={`${t("admin.account.sessionsIntro")} ${t("admin.account.sessionsIdle", { hours: SESSION_IDLE_TIMEOUT_MS / 3_600_000 })}`}
    >
      <RefusalAlert answer={failure} />
      <ul className="divide-y divide-line rounded-lg border border-line" data-testid="sessions">
        {sessions.map((session) => {
          const device = describeUserAgent(session.user_agent);
          const name =
            device.browser && device.os
              ? t("admin.account.deviceOn", { browser: device.browser, os: device.os })
              : (device.browser ?? device.os ?? t("admin.account.unknownDevice"));
          return (
            <li
              key={session.id}
              className="flex flex-wrap items-center gap-3 px-3 py-3"
              data-testid="session"
              data-current={session.current || undefined}
            >
              <Icon name={device.kind === "computer" ? "computer" : "phone"} className="size-6 shrink-0 text-ink-subtle" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                  {name}
                  {session.current ? (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200">
                      {t("admin.account.thisDevice")}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-ink-muted">
                  {t("admin.account.signedIn")} <RelativeDate value={session.created_at} now={now} withExact />
                  {" · "}
                  {t("admin.account.lastActive")} <RelativeDate value={session.last_seen_at} now={now} withExact />
                </p>
              </div>
              {session.current ? (
                <button type="button" className={buttonStyles.ghost} onClick={shell.logOut}>
                  <Icon name="logout" className="size-4" />
                  {t("shell.logout")}
                </button>
              ) : (
                <revoke.Form method="post">
                  <input type="hidden" name="id" value={session.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="revoke-session"
                    className={buttonStyles.ghost}
                    disabled={revoke.state !== "idle"}
                  >
                    <Icon name="logout" className="size-4" />
                    <span>
                      {t("admin.account.revoke")}
                      <span className="sr-only"> ({name})</span>
                    </span>
                  </button>
                </revoke.Form>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(true)}>
          {t("admin.account.logoutEverywhere")}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        busy={everywhere.state !== "idle"}
        onConfirm={() => {
          // What this browser knows of the user goes too; the server sends it to the login screen.
          clearLocalSession();
          void everywhere.submit({ intent: "logout-everywhere" }, { method: "post" });
        }}
        title={t("admin.account.logoutEverywhereTitle")}
        description={t("admin.account.logoutEverywhereDescription")}
        confirmLabel={t("admin.account.logoutEverywhere")}
      />
    </FormSection>
  );
}
