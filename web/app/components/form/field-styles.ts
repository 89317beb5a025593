// The look of every form control (inputs, selects, text areas, comboboxes), so a field looks the same
// whichever component draws it; the red border marks a refused value. The focus ring is half-opaque so
// that it still shows on a refused field, whose border is red already (WCAG 2.4.7).
export function controlStyles(invalid: boolean): string {
  return `block w-full rounded-lg border bg-surface px-3 py-2 text-sm text-ink shadow-xs placeholder:text-ink-subtle focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted ${
    invalid
      ? "border-primary-500 focus:border-primary-500 focus:ring-primary-500/50"
      : "border-line-strong focus:border-primary-500 focus:ring-primary-500/50"
  }`;
}

export const labelStyles = "block text-sm font-medium text-ink";
export const hintStyles = "mt-1.5 text-xs text-ink-subtle";
export const errorStyles = "mt-1.5 text-xs font-medium text-primary-600 dark:text-primary-400";

/** The ids that tie a control to its hint and error (aria-describedby), the error under the field. */
export function describedByOf(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}
