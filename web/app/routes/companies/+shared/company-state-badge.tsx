import { useTranslation } from "react-i18next";
import type { COMPANY_STATES } from "../../../../../domain/enums/other";

type CompanyState = (typeof COMPANY_STATES)[number];

const STYLES: Record<CompanyState, string> = {
  prospect: "bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950/50 dark:text-sky-200 dark:ring-sky-900",
  active_client: "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/50 dark:text-emerald-200 dark:ring-emerald-900",
  inactive_client: "bg-surface-muted text-ink-muted ring-line-strong",
  suspect: "bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950/50 dark:text-amber-200 dark:ring-amber-900",
};

/** Spec 000 §3: prospect, active client, inactive client, suspect. */
export function CompanyStateBadge({ state }: { state: CompanyState }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${STYLES[state]}`}>
      {t(`companies.states.${state}`)}
    </span>
  );
}

export function ArchivedBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium whitespace-nowrap text-ink-muted ring-1 ring-line-strong ring-inset">
      {label}
    </span>
  );
}
