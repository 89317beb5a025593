import { useTranslation } from "#web/app/i18n/use-translation";

/** The id of every screen's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = "main";

/**
 * The first stop of the keyboard on every page (RGAA 12.7): hidden until focused, it jumps past the
 * header and menus to the main content.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-surface px-3 py-2 text-sm font-medium text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("common.skipToContent")}
    </a>
  );
}
