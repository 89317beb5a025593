import { useTranslation } from "#web/app/i18n/use-translation";
import type { DpaeDetail } from "#domain/dpae/dpae-schemas";
import { formatDateTime } from "#domain/format/format-date-time";

const KNOWN_KINDS = new Set(["certificate", "rejection", "acknowledgement"]);

/** URSSAF's returns, oldest first, each as it came (the legal proof), folded under its summary. */
export function DpaeReturns({ returns }: { returns: DpaeDetail["returns"] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="dpae-returns-title" className="rounded-xl border border-line bg-surface p-4 shadow-xs">
      <h2 id="dpae-returns-title" className="text-base font-semibold text-ink">
        {t("dpae.detail.returns")}
      </h2>
      {returns.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t("dpae.detail.noReturns")}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {returns.map((item) => {
            const kind = item.kind && KNOWN_KINDS.has(item.kind) ? item.kind : "other";
            return (
              <li key={item.id} className="rounded-lg border border-line p-3 text-sm" data-testid="dpae-return">
                <p className="font-medium text-ink">
                  {t(`dpae.detail.returnKinds.${kind as "certificate"}`)}
                  <span className="ml-2 font-normal text-ink-muted">
                    {t("dpae.detail.receivedAt", { date: formatDateTime(new Date(item.received_at), i18n.language) })}
                  </span>
                </p>
                {item.message ? <p className="mt-1 text-ink">{item.message}</p> : null}
                <details className="mt-2">
                  <summary className="cursor-pointer text-ink-muted">{t("dpae.detail.showXml")}</summary>
                  <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-surface-muted p-2 text-xs whitespace-pre-wrap text-ink">
                    {item.raw_payload}
                  </pre>
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
