import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { usePublicLinks } from "../lib/public-links";
import { buttonStyles } from "./button-styles";
import { Icon } from "./icons";

/**
 * Spec 000 §2 not-found page: the page was not found; report it on the service-desk portal, with a
 * screenshot. Shown for unknown URLs and for route guards that fail.
 */
export function NotFoundContent() {
  const { t } = useTranslation();
  const { serviceDesk } = usePublicLinks();
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-lg flex-col items-center text-center">
      <p className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent-ink">{t("notFound.code")}</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-semibold tracking-tight text-ink">
        {t("notFound.title")}
      </h1>
      <p className="mt-3 text-ink-muted">{t("notFound.message")}</p>
      <div className="mt-8 w-full rounded-xl border border-line bg-surface p-5 text-left shadow-xs">
        <p className="flex gap-3 text-sm text-ink">
          <Icon name="lifebuoy" className="size-5 shrink-0 text-accent" />
          <span>{t("notFound.report")}</span>
        </p>
        <p className="mt-2 pl-8 text-sm text-ink-muted">{t("notFound.screenshot")}</p>
        <div className="mt-4 flex flex-wrap gap-3 pl-8">
          <a href={serviceDesk} target="_blank" rel="noreferrer" className={buttonStyles.primary}>
            {t("notFound.portal")}
            <Icon name="external" className="size-4" />
            <span className="sr-only">({t("common.opensInNewTab")})</span>
          </a>
          <Link to="/" className={buttonStyles.secondary}>
            {t("common.backToHome")}
          </Link>
        </div>
      </div>
    </section>
  );
}
