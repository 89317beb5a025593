import { useTranslation } from "#web/app/i18n/use-translation";
import type { DpaeStatus } from "#domain/enums/dpae";
import { Badge, type BadgeTone } from "#web/app/components/badge";

// One tone per status, the words saying it: waiting (neutral), under way (sky, indigo), done (emerald), failed (amber).
const TONE: Record<DpaeStatus, BadgeTone> = {
  pending: "neutral",
  processing: "sky",
  urssaf_ack: "indigo",
  success: "emerald",
  error: "amber",
};

export function DpaeStatusBadge({ status }: { status: DpaeStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`dpae.statuses.${status}`)}</Badge>;
}
