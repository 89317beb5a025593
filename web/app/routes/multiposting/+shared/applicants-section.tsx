import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import type { JobOfferApplicant } from "#domain/job-offers/job-offer-schemas";
import { formatDateTime } from "#domain/format/format-date-time";
import { DataTable, type TableColumn } from "#web/app/components/data-table";
import { EmptyState } from "#web/app/components/empty-state";

/** Spec 000 §3 Job offer: applicants, the latest first, each opening their worker file. */
export function ApplicantsSection({ applicants, total }: { applicants: readonly JobOfferApplicant[]; total: number }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumn[] = [
    { key: "name", label: t("multiposting.applicants.name") },
    { key: "contact", label: t("multiposting.applicants.contact"), shownFrom: "sm" },
    { key: "applied", label: t("multiposting.applicants.appliedAt") },
  ];
  return (
    <section aria-labelledby="applicants-title" className="rounded-xl border border-line bg-surface p-4 shadow-xs">
      <h2 id="applicants-title" className="text-base font-semibold text-ink">
        {t("multiposting.applicants.title", { count: total })}
      </h2>
      {applicants.length === 0 ? (
        <div className="mt-3">
          <EmptyState icon="users" title={t("multiposting.applicants.empty")} hint={t("multiposting.applicants.emptyHint")} />
        </div>
      ) : (
        <DataTable caption={t("multiposting.applicants.caption")} columns={columns} loading={false} className="mt-3">
          {applicants.map((applicant) => (
            <tr key={applicant.worker_id} data-testid="applicant-row">
              <td className="px-3 py-2.5 font-medium text-ink">
                <Link to={`/workers/${applicant.worker_id}`} className="hover:underline">
                  {applicant.first_name} {applicant.last_name}
                </Link>
              </td>
              <td className="hidden px-3 py-2.5 text-ink-muted sm:table-cell">
                {[applicant.email, applicant.mobile_phone_number].filter(Boolean).join(" · ")}
              </td>
              <td className="px-3 py-2.5 text-ink-muted">{formatDateTime(new Date(applicant.applied_at), i18n.language)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
