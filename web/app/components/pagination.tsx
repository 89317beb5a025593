import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonStyles } from "./button-styles";
import { Icon } from "./icons";

/** The URL of the same screen at another page: every other search parameter is kept. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** Previous and next links for a server-paginated list whose page lives in the URL (`page`). */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const linkStyles = `${buttonStyles.secondary} px-3`;
  // At the first or last page the link stays in place, dimmed, and says it is unavailable: a link
  // without a target, marked disabled (WCAG 1.4.3 exempts only controls marked inactive).
  const disabledStyles = `${linkStyles} pointer-events-none opacity-50`;
  return (
    <nav aria-label={t("pagination.label")} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pageHref(pathname, search, page - 1)} className={linkStyles} rel="prev">
          <Icon name="chevronLeft" className="size-4" />
          <span className="max-sm:sr-only">{t("pagination.previous")}</span>
        </Link>
      ) : (
        <span className={disabledStyles} role="link" aria-disabled="true">
          <Icon name="chevronLeft" className="size-4" />
          <span className="max-sm:sr-only">{t("pagination.previous")}</span>
        </span>
      )}
      <p className="text-sm text-ink-muted" aria-current="page">
        {t("pagination.status", { page, pages: pageCount })}
      </p>
      {page < pageCount ? (
        <Link to={pageHref(pathname, search, page + 1)} className={linkStyles} rel="next">
          <span className="max-sm:sr-only">{t("pagination.next")}</span>
          <Icon name="chevronRight" className="size-4" />
        </Link>
      ) : (
        <span className={disabledStyles} role="link" aria-disabled="true">
          <span className="max-sm:sr-only">{t("pagination.next")}</span>
          <Icon name="chevronRight" className="size-4" />
        </span>
      )}
    </nav>
  );
}
