import { useTranslation } from "#web/app/i18n/use-translation";

/** The product's mark: a red tile with an "i", and the name beside it unless `compact`. */
export function BrandMark({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2.5">
      {/* The tile's "i" is drawn by CSS, not written: it is no text of the page, so a link around the
          mark is named "Intérim" and that name holds all its visible text (WCAG 2.5.3). */}
      <span
        aria-hidden="true"
        className={`grid size-8 shrink-0 place-items-center rounded-lg text-base font-bold shadow-sm before:content-['i'] ${
          inverted ? "bg-white text-primary-600" : "bg-primary-600 text-white"
        }`}
      />
      {compact ? (
        <span className="sr-only">{t("app.name")}</span>
      ) : (
        <span className={`text-[15px] font-semibold tracking-tight ${inverted ? "text-white" : "text-ink"}`}>{t("app.name")}</span>
      )}
    </span>
  );
}
