import { useTranslation } from "#web/app/i18n/use-translation";
import type { JobOfferStatus } from "#domain/enums/job-offer";
import { Badge, type BadgeTone } from "#web/app/components/badge";

const TONES: Record<JobOfferStatus, BadgeTone> = { published: "emerald", unpublished: "neutral", draft: "amber" };

/** Spec 000 §4's labels: Normal (published), Archivé (unpublished), Brouillon (draft). */
export function OfferStatusBadge({ status }: { status: JobOfferStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`multiposting.statuses.${status}`)}</Badge>;
}
