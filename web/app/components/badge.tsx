import type { ReactNode } from "react";

// The small rounded label of a state or a status (a company's state, a worker's availability…): one
// shape on every screen and one colour per tone in both themes. The text says it; the colour only helps
// the eye scan a list.

export type BadgeTone = "neutral" | "sky" | "emerald" | "amber" | "violet" | "indigo" | "teal" | "primary";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-surface-muted text-ink-muted ring-line-strong",
  sky: "bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950/50 dark:text-sky-200 dark:ring-sky-900",
  emerald: "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/50 dark:text-emerald-200 dark:ring-emerald-900",
  amber: "bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950/50 dark:text-amber-200 dark:ring-amber-900",
  violet: "bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-950/50 dark:text-violet-200 dark:ring-violet-900",
  indigo: "bg-indigo-50 text-indigo-800 ring-indigo-200 dark:bg-indigo-950/50 dark:text-indigo-200 dark:ring-indigo-900",
  teal: "bg-teal-50 text-teal-800 ring-teal-200 dark:bg-teal-950/50 dark:text-teal-200 dark:ring-teal-900",
  primary: "bg-primary-50 text-primary-800 ring-primary-200 dark:bg-primary-950/50 dark:text-primary-200 dark:ring-primary-900",
};

/** `title`: a longer wording, on hover, of a badge kept short (a flag in a list row). */
export function Badge({ tone, title, children }: { tone: BadgeTone; title?: string; children: ReactNode }) {
  return (
    <span
      title={title}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
