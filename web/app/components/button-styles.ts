// Button looks shared by <button>, <Link> and Headless UI buttons, so every clickable thing of one
// kind looks the same.
const BASE =
  "inline-flex items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60";

export const buttonStyles = {
  primary: `${BASE} bg-primary-600 px-4 py-2 text-white shadow-sm hover:bg-primary-700 active:bg-primary-800`,
  secondary: `${BASE} border border-line-strong bg-surface px-4 py-2 text-ink shadow-xs hover:bg-surface-muted`,
  /** The confirming button of an action that cannot be undone (cancel an order, a delegation). */
  danger: `${BASE} bg-red-600 px-4 py-2 text-white shadow-sm hover:bg-red-700 active:bg-red-800 dark:bg-red-500 dark:text-red-950 dark:hover:bg-red-400`,
  ghost: `${BASE} px-3 py-2 text-ink-muted hover:bg-surface-muted hover:text-ink`,
  icon: "inline-flex size-9 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink",
} as const;
