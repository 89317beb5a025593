import { useTranslation } from "react-i18next";
import type { WORKER_STATES } from "../../../../../domain/enums/worker";
import { Icon } from "../../../components/icons";

type WorkerState = (typeof WORKER_STATES)[number];

const BADGE = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset";

const STATE_STYLES: Record<WorkerState, string> = {
  web: "bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950/50 dark:text-sky-200 dark:ring-sky-900",
  candidate: "bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-950/50 dark:text-violet-200 dark:ring-violet-900",
  employee: "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/50 dark:text-emerald-200 dark:ring-emerald-900",
  applicant: "bg-indigo-50 text-indigo-800 ring-indigo-200 dark:bg-indigo-950/50 dark:text-indigo-200 dark:ring-indigo-900",
  pre_registered: "bg-surface-muted text-ink-muted ring-line-strong",
  supplement_ok: "bg-teal-50 text-teal-800 ring-teal-200 dark:bg-teal-950/50 dark:text-teal-200 dark:ring-teal-900",
};

/** Spec 000 §4 worker state. */
export function WorkerStateBadge({ state }: { state: WorkerState }) {
  const { t } = useTranslation();
  return <span className={`${BADGE} ${STATE_STYLES[state]}`}>{t(`workers.labels.states.${state}`)}</span>;
}

export function ArchivedBadge({ label }: { label: string }) {
  return (
    <span className={`${BADGE} bg-surface-muted text-ink-muted ring-line-strong`}>
      <Icon name="archiveBox" className="size-3.5" />
      {label}
    </span>
  );
}

/** Spec 000 §5: registered under 18 — a flag, not a refusal. */
export function Under18Badge() {
  const { t } = useTranslation();
  return (
    <span className={`${BADGE} bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950/50 dark:text-amber-200 dark:ring-amber-900`}>
      <Icon name="exclamation" className="size-3.5" />
      {t("workers.profile.file.under18")}
    </span>
  );
}
