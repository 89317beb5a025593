import { useTranslation } from "#web/app/i18n/use-translation";
import { Link, useLocation } from "react-router";
import { buttonStyles } from "./button-styles";
import { Icon } from "./icons";

/** The URL of the same screen at another page: every other search parameter is kept; page 1 has none. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

interface PaginationProps {
  page: number;
  lastPage: number;
  /** The list's total, said in a live region beside the pages (a list screen's count). */
  total?: number;
  /**
   * For a list loaded inside a screen whose page is not in the URL (a tab's panel): previous / next
   * are buttons calling this. Without it they are links to `?page=`, so a page can be bookmarked,
   * reloaded and shared.
   */
  onPage?(page: number): void;
}

/** Previous / next pages of a server-paginated list: the one pagination of every list. */
export function Pagination({ page, lastPage, total, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (total === undefined && lastPage <= 1) return null;

  const linkStyles = `${buttonStyles.secondary} px-2.5`;
  // At the first or last page the link stays in place, dimmed, and says it is unavailable: a link
  // without a target, marked disabled (WCAG 1.4.3 exempts only controls marked inactive).
  const disabledStyles = `${linkStyles} pointer-events-none opacity-50`;

  function step(target: number, rel: "prev" | "next") {
    const label = t(rel === "prev" ? "pagination.previous" : "pagination.next");
    const icon = <Icon name={rel === "prev" ? "chevronLeft" : "chevronRight"} className="size-4" />;
    const available = target >= 1 && target <= lastPage;
    if (onPage) {
      return (
        <button type="button" className={linkStyles} disabled={!available} aria-label={label} onClick={() => onPage(target)}>
          {icon}
        </button>
      );
    }
    return available ? (
      <Link to={pageHref(pathname, search, target)} rel={rel} className={linkStyles} aria-label={label}>
        {icon}
      </Link>
    ) : (
      <span className={disabledStyles} role="link" aria-disabled="true" aria-label={label}>
        {icon}
      </span>
    );
  }

  return (
    <nav aria-label={t("pagination.label")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {total !== undefined ? (
        // A live region: after a search or a filter, screen readers hear the new total.
        <p className="text-ink-muted" role="status" data-testid="list-total">
          {t("listing.total", { count: total })}
        </p>
      ) : null}
      {lastPage > 1 ? (
        <div className={`flex items-center gap-2 ${total === undefined ? "w-full justify-between" : ""}`}>
          {step(page - 1, "prev")}
          <span className="min-w-24 text-center text-ink-muted" aria-current="page">
            {t("pagination.status", { page, pages: lastPage })}
          </span>
          {step(page + 1, "next")}
        </div>
      ) : null}
    </nav>
  );
}
