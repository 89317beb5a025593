import { useTranslation } from "#web/app/i18n/use-translation";
import { Badge } from "#web/app/components/badge";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { SelectField } from "#web/app/components/form/select-field";
import { CANDIDATE_DISTANCES_KM, type CandidateReason } from "#domain/orders/candidate-ranking";
import { MatchingPositions } from "./matching-positions";
import { useOrderCandidates, type RankedCandidate, type ShortlistFilters } from "./use-order-candidates";
import type { Candidate } from "./use-worker-search";

/** "DUPONT Marie", as the order's dialogs name a worker. */
export function candidateName(worker: { first_name: string; last_name: string }) {
  return `${worker.last_name.toUpperCase()} ${worker.first_name}`;
}

/** What tells two workers of the same name apart: reference, town, main job (then the distance). */
export function candidateDetails(candidate: RankedCandidate, formatKm: (km: number) => string): string {
  return [candidate.reference, candidate.town, candidate.main_job, candidate.distance_km === null ? null : formatKm(candidate.distance_km)]
    .filter((part): part is string => Boolean(part))
    .join(" · ");
}

/** The shortlist's filters: a radius around the client, available only, qualified only. */
export function ShortlistFilterFields({ filters, onFilters }: { filters: ShortlistFilters; onFilters(filters: ShortlistFilters): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3 sm:items-end" data-testid="shortlist-filters">
      <legend className="sr-only">{t("staffing.shortlist.filters")}</legend>
      <SelectField
        label={t("staffing.shortlist.distance")}
        name="max_km"
        value={filters.maxKm === null ? "" : String(filters.maxKm)}
        emptyLabel={t("staffing.shortlist.anyDistance")}
        options={CANDIDATE_DISTANCES_KM.map((km) => ({ value: String(km), label: t("staffing.shortlist.withinKm", { km }) }))}
        onChange={(event) => onFilters({ ...filters, maxKm: event.target.value === "" ? null : Number(event.target.value) })}
      />
      <CheckboxField
        label={t("staffing.shortlist.availableOnly")}
        name="available"
        checked={filters.available}
        onChange={(event) => onFilters({ ...filters, available: event.target.checked })}
      />
      <CheckboxField
        label={t("staffing.shortlist.qualifiedOnly")}
        name="qualified"
        checked={filters.qualified}
        onChange={(event) => onFilters({ ...filters, qualified: event.target.checked })}
      />
    </fieldset>
  );
}

function ReasonBadge({ reason }: { reason: CandidateReason }) {
  const { t } = useTranslation();
  const negative = reason.code === "unavailable" || reason.code === "missing_qualifications";
  return (
    <li>
      <Badge tone={negative ? "amber" : "neutral"}>{t(`staffing.reasons.${reason.code}`, { value: reason.value ?? "" })}</Badge>
    </li>
  );
}

/**
 * The order's workers ranked best first (decision 0049), each with reference, town, main job, distance
 * and the reasons of the rank, ticked into the dialog's selection like a search result.
 */
export function CandidateShortlist({
  orderId,
  spaceId,
  filters,
  chosen,
  unavailable,
  onToggle,
  listId,
}: {
  orderId: number;
  spaceId: number;
  filters: ShortlistFilters;
  chosen: readonly Candidate[];
  unavailable: ReadonlySet<number>;
  onToggle(candidate: Candidate, checked: boolean): void;
  listId: string;
}) {
  const { t, i18n } = useTranslation();
  const answer = useOrderCandidates(orderId, filters);
  const formatKm = (km: number) => t("staffing.shortlist.km", { km: km.toLocaleString(i18n.language, { maximumFractionDigits: 1 }) });
  return (
    <div className="mt-3">
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="shortlist-total">
        {answer === null ? t("staffing.shortlist.loading") : t("staffing.shortlist.total", { count: answer.total })}
      </p>
      <ul
        id={listId}
        className="mt-2 max-h-80 divide-y divide-line overflow-y-auto rounded-lg border border-line"
        data-testid="proposal-candidates"
      >
        {answer !== null && answer.list.length === 0 ? (
          <li className="px-3 py-2 text-sm text-ink-muted">{t("staffing.shortlist.none")}</li>
        ) : null}
        {answer?.list.map((worker) => {
          const details = candidateDetails(worker, formatKm);
          const candidate = { id: worker.worker_id, name: candidateName(worker), details };
          return (
            <li key={worker.worker_id} className="flex flex-wrap items-start justify-between gap-2 px-3 py-2" data-testid="shortlist-row">
              <div className="min-w-0">
                <CheckboxField
                  label={candidate.name}
                  name="worker_ids"
                  value={String(candidate.id)}
                  hint={details}
                  checked={chosen.some((item) => item.id === candidate.id)}
                  onChange={(event) => onToggle(candidate, event.target.checked)}
                  error={unavailable.has(candidate.id) ? t("orders.proposal.unavailable") : undefined}
                />
                <ul className="mt-1 flex flex-wrap gap-1 pl-6.5" aria-label={t("staffing.shortlist.reasons", { score: worker.score })}>
                  {worker.reasons
                    .filter((reason) => reason.points > 0 || reason.code === "unavailable" || reason.code === "missing_qualifications")
                    .map((reason) => (
                      <ReasonBadge key={reason.code} reason={reason} />
                    ))}
                </ul>
              </div>
              <MatchingPositions spaceId={spaceId} workerId={candidate.id} workerName={candidate.name} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
