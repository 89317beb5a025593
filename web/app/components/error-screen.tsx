import { useTranslation } from "react-i18next";
import { BrandMark } from "./brand-mark";
import { buttonStyles } from "./button-styles";
import { PublicFooter } from "./public-footer";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/** What the root error boundary shows when a page could not be rendered at all. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="px-6 py-5">
        <BrandMark />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 items-center justify-center px-6 pb-24 outline-none">
        <section className="max-w-md text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{t("errorPage.title")}</h1>
          <p className="mt-3 text-ink-muted">{t("errorPage.message")}</p>
          <button type="button" className={`${buttonStyles.primary} mt-6`} onClick={() => window.location.reload()}>
            {t("errorPage.reload")}
          </button>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}
