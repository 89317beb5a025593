import type { ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { BrandMark } from "#web/app/components/brand-mark";
import { FormAlert } from "#web/app/components/form/form-alert";
import { PublicFooter } from "#web/app/components/public-footer";
import { MAIN_CONTENT_ID, SkipLink } from "#web/app/components/skip-link";
import { LANGUAGE_AUTONYMS, LOCALES } from "#web/app/i18n/languages";
import { usePreferences } from "#web/app/lib/preferences";
import type { RegistrationPageData } from "./registration-page.server";

/**
 * The frame of a registration page: no shell, no React in the browser (decision 0033), so the language
 * and theme are plain links (`?lng=`, `?theme=`) the loader turns into the shell's own cookies.
 */
export function RegistrationFrame({ kiosk = false, children }: { kiosk?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { locale, theme } = usePreferences();
  return (
    <div className={`flex min-h-dvh flex-col ${kiosk ? "text-lg" : ""}`}>
      <SkipLink />
      <header className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <BrandMark />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <nav aria-label={t("registration.language")}>
            <ul className="flex flex-wrap gap-1">
              {LOCALES.map((code) => (
                <li key={code}>
                  <a
                    href={`?lng=${code}`}
                    hrefLang={code}
                    lang={code}
                    aria-current={code === locale ? "true" : undefined}
                    className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-ink-muted underline-offset-2 hover:text-ink aria-[current]:font-semibold aria-[current]:text-ink aria-[current]:underline"
                  >
                    <span aria-hidden="true">{code.toUpperCase()}</span>
                    <span className="sr-only">{LANGUAGE_AUTONYMS[code]}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <a
            href={`?theme=${theme === "dark" ? "light" : "dark"}`}
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-ink-muted underline underline-offset-2 hover:text-ink"
          >
            {theme === "dark" ? t("registration.themeLight") : t("registration.themeDark")}
          </a>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 justify-center px-4 pb-16 outline-none sm:px-6">
        <div className={`w-full ${kiosk ? "max-w-3xl" : "max-w-xl"}`}>{children}</div>
      </main>
      <PublicFooter />
    </div>
  );
}

/** The page's heading: what it is, and for which agency. */
export function RegistrationHeading({ title, agency }: { title: string; agency?: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 mb-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      {agency ? <p className="mt-1 text-sm text-ink-muted">{t("registration.agency", { agency })}</p> : null}
    </div>
  );
}

/** Spec 001 §8 "no space matches the entered link", and §5 "feature deactivated". */
export function RegistrationUnavailable({ title, data }: { title: string; data: Exclude<RegistrationPageData, { state: "open" }> }) {
  const { t } = useTranslation();
  const agency = data.state === "deactivated" ? data.space.name : undefined;
  return (
    <RegistrationFrame>
      <RegistrationHeading title={title} agency={agency} />
      <div data-testid="registration-unavailable">
        <FormAlert tone="error">
          <p className="font-medium">
            {data.state === "unknown" ? t("registration.errors.noSpace") : t("registration.errors.deactivated")}
          </p>
          <p className="mt-1">
            {data.state === "unknown" ? t("registration.errors.noSpaceHint") : t("registration.errors.deactivatedHint")}
          </p>
        </FormAlert>
      </div>
    </RegistrationFrame>
  );
}
