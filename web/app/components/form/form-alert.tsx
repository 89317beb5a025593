import type { ReactNode } from "react";
import { Icon } from "../icons";

/** A message about the whole form (refused sign-in, link expired), announced when it appears. */
export function FormAlert({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  const styles = {
    error: "border-primary-200 bg-primary-50 text-primary-800 dark:border-primary-900 dark:bg-primary-950/50 dark:text-primary-200",
    success: "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200",
    info: "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-200",
  }[tone];
  const icon = tone === "error" ? "exclamation" : tone === "success" ? "checkCircle" : "info";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`flex gap-3 rounded-lg border px-3.5 py-3 text-sm ${styles}`}>
      <Icon name={icon} className="mt-px size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
