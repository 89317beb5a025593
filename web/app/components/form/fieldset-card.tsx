import type { ReactNode } from "react";

/**
 * One section of a long form (a company's, a worker's): a card whose legend names its fields, laid out
 * in two columns from the small breakpoint. `min-w-0` lets a fieldset shrink with its column, which it
 * does not by default.
 */
export function FieldsetCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6">
      <legend className="float-left mb-4 w-full text-base font-semibold tracking-tight text-ink">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
