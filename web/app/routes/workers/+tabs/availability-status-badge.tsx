import { useTranslation } from "#web/app/i18n/use-translation";
import type { AVAILABILITY_STATUSES } from "#domain/enums/worker";
import { Badge, type BadgeTone } from "#web/app/components/badge";

type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

// One colour per status; the label (workers.labels) says it.
const TONES: Record<AvailabilityStatus, BadgeTone> = {
  available: "emerald",
  unavailable: "amber",
  contract: "sky",
  awaiting_reply: "violet",
  blocked: "primary",
  unknown: "neutral",
};

export function AvailabilityStatusBadge({ status }: { status: AvailabilityStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`workers.labels.availabilityStatuses.${status}`)}</Badge>;
}
