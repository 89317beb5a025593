import { useEffect, useRef } from "react";
import type { WorkerSummary } from "#domain/workers/worker-schemas";
import type { WorkerSelection } from "./use-worker-selection";

/** What the card view and the list view both receive. */
export interface WorkerRowsProps {
  workers: readonly WorkerSummary[];
  selection: WorkerSelection;
  archived: boolean;
  /** Workers whose reactivation is under way. */
  busyIds: ReadonlySet<number>;
  onReactivate(worker: WorkerSummary): void;
}

/**
 * A native checkbox (Space toggles it, Tab reaches it) named for a screen reader only; `mixed` shows the
 * indeterminate state of a "whole page" box when only part of the page is ticked.
 */
export function SelectCheckbox({
  label,
  showLabel = false,
  checked,
  mixed = false,
  disabled = false,
  onChange,
}: {
  label: string;
  /** Shows the label beside the box; otherwise it is read by screen readers only. */
  showLabel?: boolean;
  checked: boolean;
  mixed?: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  const box = (
    <input
      ref={ref}
      type="checkbox"
      aria-label={showLabel ? undefined : label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-line-strong accent-primary-600 disabled:cursor-not-allowed"
    />
  );
  if (!showLabel) return box;
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-ink-muted">
      {box}
      {label}
    </label>
  );
}
