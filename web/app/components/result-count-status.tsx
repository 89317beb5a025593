import { useState } from "react";

interface ResultCountStatusProps {
  /** True while the list loads again (a search, a filter, another page). */
  updating: boolean;
  /** "Mise à jour…", shown and announced while it loads. */
  updatingText: string;
  /** "12 intérimaires": the count the list's heading shows. */
  countText: string;
  className?: string;
}

/**
 * The live region of a searchable list: "updating…" while it loads, then the new result count, read
 * out by screen readers once the list has changed (RGAA 7.5). The count stays unannounced on the first
 * load, where the heading already says it; on screen it is the heading that shows it.
 */
export function ResultCountStatus({ updating, updatingText, countText, className = "" }: ResultCountStatusProps) {
  const [searched, setSearched] = useState(false);
  // Set during render (React's "adjusting state when a prop changes"): the first load announces nothing.
  if (updating && !searched) setSearched(true);
  return (
    <span role="status" className={className}>
      {updating ? updatingText : searched ? <span className="sr-only">{countText}</span> : null}
    </span>
  );
}
