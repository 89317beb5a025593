import { useTranslation } from "#web/app/i18n/use-translation";
import type { WORKER_STATES } from "#domain/enums/worker";
import { Badge, type BadgeTone } from "#web/app/components/badge";
import { Icon } from "#web/app/components/icons";

type WorkerState = (typeof WORKER_STATES)[number];

// A worker's state reads the same, in the same colour, on the file and in the list's cards and rows.
// Amber is left to the under-18 flag that stands beside it on the file.
const STATE_TONES: Record<WorkerState, BadgeTone> = {
  web: "sky",
  candidate: "violet",
  employee: "emerald",
  applicant: "indigo",
  pre_registered: "neutral",
  supplement_ok: "teal",
};

/** Spec 000 §4 worker state. */
export function WorkerStateBadge({ state }: { state: WorkerState }) {
  const { t } = useTranslation();
  return <Badge tone={STATE_TONES[state]}>{t(`workers.labels.states.${state}`)}</Badge>;
}

export function ArchivedBadge({ label }: { label: string }) {
  return (
    <Badge tone="neutral">
      <Icon name="archiveBox" className="size-3.5" />
      {label}
    </Badge>
  );
}

/** Spec 000 §5: registered under 18 — a flag, not a refusal. */
export function Under18Badge() {
  const { t } = useTranslation();
  return (
    <Badge tone="amber">
      <Icon name="exclamation" className="size-3.5" />
      {t("workers.profile.file.under18")}
    </Badge>
  );
}
