import { useTranslation } from "#web/app/i18n/use-translation";
import type { COMPANY_STATES } from "#domain/enums/company";
import { Badge, type BadgeTone } from "#web/app/components/badge";

type CompanyState = (typeof COMPANY_STATES)[number];

const TONES: Record<CompanyState, BadgeTone> = {
  prospect: "sky",
  active_client: "emerald",
  inactive_client: "neutral",
  suspect: "amber",
};

/** Spec 000 §3: prospect, active client, inactive client, suspect. */
export function CompanyStateBadge({ state }: { state: CompanyState }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[state]}>{t(`companies.states.${state}`)}</Badge>;
}

export function ArchivedBadge({ label }: { label: string }) {
  return <Badge tone="neutral">{label}</Badge>;
}
