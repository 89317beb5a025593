import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import type { JobOfferSummary } from "#domain/job-offers/job-offer-schemas";
import { formatDate } from "#domain/format/format-date-time";
import { Badge } from "#web/app/components/badge";
import { DataTable, type TableColumn } from "#web/app/components/data-table";
import { OfferStatusBadge } from "./offer-status-badge";

export function OffersTable({ offers, loading }: { offers: readonly JobOfferSummary[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumn[] = [
    { key: "title", label: t("multiposting.list.offer") },
    { key: "status", label: t("multiposting.list.status") },
    { key: "place", label: t("multiposting.list.place"), shownFrom: "sm" },
    { key: "published", label: t("multiposting.list.publishedAt"), shownFrom: "md" },
    { key: "applicants", label: t("multiposting.list.applicants") },
  ];
  return (
    <DataTable caption={t("multiposting.list.caption")} columns={columns} loading={loading} className="mt-4">
      {offers.map((offer) => (
        <tr key={offer.id} data-testid="offer-row">
          <td className="px-3 py-2.5 font-medium text-ink">
            <Link to={`/multiposting/${offer.id}`} className="hover:underline">
              {offer.title}
            </Link>
          </td>
          <td className="px-3 py-2.5">
            <span className="flex flex-wrap gap-1">
              <OfferStatusBadge status={offer.status} />
              {offer.pending_action ? <Badge tone="sky">{t(`multiposting.pending.${offer.pending_action}`)}</Badge> : null}
              {offer.publication_error ? <Badge tone="primary">{t("multiposting.list.refused")}</Badge> : null}
            </span>
          </td>
          <td className="hidden px-3 py-2.5 text-ink-muted sm:table-cell">{[offer.postal_code, offer.city].filter(Boolean).join(" ")}</td>
          <td className="hidden px-3 py-2.5 text-ink-muted md:table-cell">
            {offer.published_at ? formatDate(new Date(offer.published_at), i18n.language) : "—"}
          </td>
          <td className="px-3 py-2.5 text-ink-muted">{offer.applicants_count}</td>
        </tr>
      ))}
    </DataTable>
  );
}
