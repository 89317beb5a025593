import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonStyles } from "./button-styles";
import { Icon } from "./icons";

interface PaginationProps {
  page: number;
  lastPage: number;
  total: number;
}

/**
 * Previous / next pages of a server-side list. The page lives in the URL (`?page=`), beside the
 * filters, so a page can be bookmarked, reloaded and shared; page 1 has no parameter.
 */
export function ListPagination({ page, lastPage, total }: PaginationProps) {
  const { t } = useTranslation();
  const location = useLocation();

  function searchFor(target: number) {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const search = params.toString();
    return search ? `?${search}` : "";
  }

  const linkStyles = `${buttonStyles.secondary} px-2.5`;
  // At the first or last page the link stays in place, dimmed and marked disabled (see pagination.tsx).
  const disabledStyles = `${linkStyles} pointer-events-none opacity-50`;

  return (
    <nav aria-label={t("pagination.label")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {/* A live region: after a search or a filter, screen readers hear the new total. */}
      <p className="text-ink-muted" role="status" data-testid="list-total">
        {t("listing.total", { count: total })}
      </p>
      {lastPage > 1 ? (
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link to={{ search: searchFor(page - 1) }} rel="prev" className={linkStyles} aria-label={t("pagination.previous")}>
              <Icon name="chevronLeft" className="size-4" />
            </Link>
          ) : (
            <span className={disabledStyles} role="link" aria-disabled="true" aria-label={t("pagination.previous")}>
              <Icon name="chevronLeft" className="size-4" />
            </span>
          )}
          <span className="min-w-24 text-center text-ink-muted" aria-current="page">
            {t("pagination.status", { page, pages: lastPage })}
          </span>
          {page < lastPage ? (
            <Link to={{ search: searchFor(page + 1) }} rel="next" className={linkStyles} aria-label={t("pagination.next")}>
              <Icon name="chevronRight" className="size-4" />
            </Link>
          ) : (
            <span className={disabledStyles} role="link" aria-disabled="true" aria-label={t("pagination.next")}>
              <Icon name="chevronRight" className="size-4" />
            </span>
          )}
        </div>
      ) : null}
    </nav>
  );
}
