import { formatReference } from "#domain/orders/reference-number";
import { localeOf } from "#web/app/i18n/page-title";

/**
 * How a worker is named in a tab title: their reference, then their name — "PE-000042 · Léa Martin" in
 * French, "WO-000042 · Léa Martin" in English (file 001 §2: the prefix follows the
 * interface language). Workers are referenced by their id (decision 0027).
 */
export function workerTitleName(
  matches: Parameters<typeof localeOf>[0],
  worker: { id: number; first_name: string; last_name: string },
): string {
  return `${formatReference("worker", worker.id, localeOf(matches))} · ${worker.first_name} ${worker.last_name}`;
}
