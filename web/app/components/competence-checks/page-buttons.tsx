import { useTranslation } from "react-i18next";
import { buttonStyles } from "../button-styles";
import { Icon } from "../icons";

/**
 * Previous / next of a list loaded in the browser inside a screen (its page is not in the URL, unlike
 * ListPagination's); nothing when there is one page.
 */
export function PageButtons({ page, pageCount, onPage }: { page: number; pageCount: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("pagination.label")} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className={`${buttonStyles.secondary} px-3`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="chevronLeft" className="size-4" />
        <span className="max-sm:sr-only">{t("pagination.previous")}</span>
      </button>
      <p className="text-sm text-ink-muted">{t("pagination.status", { page, pages: pageCount })}</p>
      <button type="button" className={`${buttonStyles.secondary} px-3`} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <span className="max-sm:sr-only">{t("pagination.next")}</span>
        <Icon name="chevronRight" className="size-4" />
      </button>
    </nav>
  );
}
