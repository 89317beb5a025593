import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Icon } from "#web/app/components/icons";
import { PublicPage } from "#web/app/components/public-page";

/**
 * Public candidate registration (spec 001 §2): no shell, no login. The forms come with their own
 * issue; the routes answer now, with the agency named in the link.
 */
export function RegistrationPlaceholder({ titleKey, agency }: { titleKey: ParseKeys; agency: string }) {
  const { t } = useTranslation();
  return (
    <PublicPage switches mainClassName="flex flex-1 items-center justify-center px-6 pb-24">
      <section className="w-full max-w-md rounded-2xl border border-line bg-surface p-8 text-center shadow-sm">
        <span className="mx-auto grid size-12 place-items-center rounded-xl bg-accent-soft text-accent-ink">
          <Icon name="sparkles" className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t(titleKey)}</h1>
        <p className="mt-1 text-sm text-ink-subtle">{t("registration.agency", { agency })}</p>
        <p className="mt-5 font-medium" data-testid="coming-soon">
          {t("comingSoon.message")}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{t("registration.message")}</p>
      </section>
    </PublicPage>
  );
}
