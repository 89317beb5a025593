import { useTranslation } from "#web/app/i18n/use-translation";
import { AVAILABILITY_STATUSES } from "#domain/enums/worker";
import { formatFrenchPhone } from "#domain/french/phone";
import type { WorkerSummary } from "#domain/workers/worker-schemas";
import { Badge } from "#web/app/components/badge";
import { Icon } from "#web/app/components/icons";
import { periodBounds } from "../+tabs/availability-period";
import type { AvailabilityStatus } from "./worker-list-query";

// The pieces a worker card and a worker row both show (spec 000 §2 card view, list view).

const STATUS_DOT: Record<AvailabilityStatus, string> = {
  available: "bg-emerald-500",
  unavailable: "bg-amber-500",
  contract: "bg-sky-500",
  awaiting_reply: "bg-violet-500",
  blocked: "bg-primary-600",
  unknown: "bg-zinc-400",
};

export function fullName(worker: Pick<WorkerSummary, "first_name" | "last_name">): string {
  return `${worker.last_name.toLocaleUpperCase("fr")} ${worker.first_name}`;
}

/** Spec 000 §5: registered while under 18 is flagged, not refused. */
export function Under18Flag() {
  const { t } = useTranslation();
  return (
    <Badge tone="primary" title={t("workers.list.card.under18Title")}>
      <Icon name="exclamation" className="size-3.5" />
      {t("workers.list.card.under18")}
    </Badge>
  );
}

function isStatus(status: string): status is AvailabilityStatus {
  return (AVAILABILITY_STATUSES as readonly string[]).includes(status);
}

/**
 * The availability /v1 picked for the card (decision 0016: the one that matched the date filter, else
 * the current or next one): its status ("Busy" for unavailable, spec 000 §3) and its dates; one that
 * has not started yet says from when.
 */
export function CurrentAvailability({ availability }: { availability: WorkerSummary["current_availability"] }) {
  const { t, i18n } = useTranslation();
  if (!availability || !isStatus(availability.status)) {
    return <span className="text-ink-subtle">{t("workers.list.card.noAvailability")}</span>;
  }
  const status = t(`workers.labels.availabilityStatuses.${availability.status}`);
  // Whole days read as their last day included, as on the file's tab.
  const bounds = periodBounds(availability.from, availability.to, i18n.language);
  const starts = new Date(availability.from);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={`size-2 shrink-0 rounded-full ${STATUS_DOT[availability.status]}`} aria-hidden="true" />
      <span>
        {starts.getTime() > Date.now()
          ? t("workers.list.card.availabilityFromTo", { status, from: bounds.from, to: bounds.to })
          : t("workers.list.card.availabilityUntil", { status, date: bounds.to })}
      </span>
    </span>
  );
}

/** "69001 Lyon · 3,2 km" (the distance only in a search around a town). */
export function WorkerTown({ worker }: { worker: Pick<WorkerSummary, "postal_code" | "postal_city" | "distance_km"> }) {
  const { t, i18n } = useTranslation();
  const town = [worker.postal_code, worker.postal_city].filter(Boolean).join(" ");
  if (!town && worker.distance_km === null) return <span className="text-ink-subtle">{t("workers.list.card.noTown")}</span>;
  return (
    <span>
      {town}
      {worker.distance_km !== null ? (
        <span className="text-ink-subtle" data-testid="worker-distance">
          {town ? " · " : ""}
          {t("workers.list.card.distance", { km: worker.distance_km.toLocaleString(i18n.language, { maximumFractionDigits: 1 }) })}
        </span>
      ) : null}
    </span>
  );
}

export function FavoriteJobs({ jobs }: { jobs: readonly string[] }) {
  const { t } = useTranslation();
  if (jobs.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t("workers.list.card.jobs")}>
      {jobs.map((job) => (
        <li key={job} className="rounded-md bg-surface-muted px-1.5 py-0.5 text-xs text-ink-muted">
          {job}
        </li>
      ))}
    </ul>
  );
}

/** The mobile as a tel: link (calls from a phone, or the softphone on a desk). */
export function MobileLink({ worker }: { worker: Pick<WorkerSummary, "mobile_phone_number" | "first_name" | "last_name"> }) {
  const { t } = useTranslation();
  if (!worker.mobile_phone_number) return null;
  return (
    <a
      href={`tel:${worker.mobile_phone_number}`}
      className="inline-flex items-center gap-1.5 whitespace-nowrap text-ink-muted tabular-nums hover:text-accent hover:underline"
      aria-label={t("workers.list.card.call", { name: fullName(worker), phone: formatFrenchPhone(worker.mobile_phone_number) })}
    >
      <Icon name="phone" className="size-4 shrink-0 text-ink-subtle" />
      {formatFrenchPhone(worker.mobile_phone_number)}
    </a>
  );
}

export function EmailLink({ worker }: { worker: Pick<WorkerSummary, "email" | "first_name" | "last_name"> }) {
  const { t } = useTranslation();
  if (!worker.email) return null;
  return (
    <a
      href={`mailto:${worker.email}`}
      className="inline-flex min-w-0 items-center gap-1.5 text-ink-muted hover:text-accent hover:underline"
      aria-label={t("workers.list.card.write", { name: fullName(worker), email: worker.email })}
    >
      <Icon name="envelope" className="size-4 shrink-0 text-ink-subtle" />
      <span className="truncate">{worker.email}</span>
    </a>
  );
}
