import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { Icon } from "#web/app/components/icons";

/** The FR_DUE_Upload sent, readable in place and downloadable (it holds the NIR: behind jobs-delegate). */
export function DpaeXml({ id, xml }: { id: number; xml: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dpae-xml-title" className="rounded-xl border border-line bg-surface p-4 shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dpae-xml-title" className="text-base font-semibold text-ink">
          {t("dpae.detail.xml")}
        </h2>
        <a href={`/dpae/${id}/xml`} download className={buttonStyles.secondary}>
          <Icon name="document" className="size-4" />
          {t("dpae.detail.downloadXml")}
        </a>
      </div>
      <p className="mt-1 text-sm text-ink-muted">{t("dpae.detail.xmlHint")}</p>
      <pre
        className="mt-3 max-h-96 overflow-auto rounded-md bg-surface-muted p-3 text-xs whitespace-pre-wrap text-ink"
        tabIndex={0}
        aria-labelledby="dpae-xml-title"
        data-testid="dpae-xml"
      >
        {xml}
      </pre>
    </section>
  );
}
