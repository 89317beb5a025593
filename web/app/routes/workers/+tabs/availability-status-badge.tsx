import { useTranslation } from "react-i18next";
import type { AVAILABILITY_STATUSES } from "../../../../../domain/enums/worker";

type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

// One colour per status, in both themes; the label (workers.labels) says it, the colour only helps scan.
const STYLES: Record<AvailabilityStatus, string> = {
  available: "bg-emerald-50 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200",
  unavailable: "bg-amber-50 text-amber-800 dark:bg-amber-950/50 dark:text-amber-200",
  contract: "bg-sky-50 text-sky-800 dark:bg-sky-950/50 dark:text-sky-200",
  awaiting_reply: "bg-violet-50 text-violet-800 dark:bg-violet-950/50 dark:text-violet-200",
  blocked: "bg-primary-50 text-primary-800 dark:bg-primary-950/50 dark:text-primary-200",
  unknown: "bg-surface-muted text-ink-muted",
};

export function AvailabilityStatusBadge({ status }: { status: AvailabilityStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${STYLES[status]}`}>
      {t(`workers.labels.availabilityStatuses.${status}`)}
    </span>
  );
}
