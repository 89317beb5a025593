import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "./button-styles";
import { PublicPage } from "./public-page";

/** What the root error boundary shows when a page could not be rendered at all. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <PublicPage mainClassName="flex flex-1 items-center justify-center px-6 pb-24">
      <section className="max-w-md text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{t("errorPage.title")}</h1>
        <p className="mt-3 text-ink-muted">{t("errorPage.message")}</p>
        <button type="button" className={`${buttonStyles.primary} mt-6`} onClick={() => window.location.reload()}>
          {t("errorPage.reload")}
        </button>
      </section>
    </PublicPage>
  );
}
