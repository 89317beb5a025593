import type { ReactNode } from "react";
import { Icon, type IconName } from "./icons";

/**
 * What a list or a panel shows when there is nothing (yet) to show: a title, a hint at what to do, and
 * optionally the buttons to do it. `tone="error"` for a list that could not be loaded (announced).
 */
export function EmptyState({
  icon,
  title,
  hint,
  children,
  tone = "neutral",
}: {
  icon: IconName;
  title: string;
  hint?: string;
  children?: ReactNode;
  tone?: "neutral" | "error";
}) {
  return (
    <section
      role={tone === "error" ? "alert" : undefined}
      className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center"
    >
      <span
        className={`grid size-11 place-items-center rounded-xl ${
          tone === "error"
            ? "bg-primary-50 text-primary-600 dark:bg-primary-950/50 dark:text-primary-400"
            : "bg-surface-muted text-ink-subtle"
        }`}
      >
        <Icon name={icon} className="size-6" />
      </span>
      <p className="mt-4 text-base font-medium text-ink">{title}</p>
      {hint ? <p className="mt-1 max-w-md text-sm text-ink-muted">{hint}</p> : null}
      {children ? <div className="mt-5 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </section>
  );
}
