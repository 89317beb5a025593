import { Link } from "react-router";

export interface TabLink {
  id: string;
  to: string;
  label: string;
  /** A count shown beside the label. */
  count?: number;
}

/**
 * Tabs that are links: each view has its own URL (shareable, back button, server-rendered), and the
 * current one is marked with aria-current.
 */
export function TabLinks({ label, tabs, current }: { label: string; tabs: readonly TabLink[]; current: string }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto border-b border-line px-4 md:mx-0 md:px-0">
      <ul className="flex gap-1">
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={tab.to}
                aria-current={selected ? "page" : undefined}
                preventScrollReset
                // The outline drawn inside: the row scrolls sideways, and its overflow would clip one drawn outside.
                className={`-mb-px flex items-center gap-2 rounded-t-md border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:-outline-offset-2 ${
                  selected ? "border-primary-600 text-ink" : "border-transparent text-ink-muted hover:border-line-strong hover:text-ink"
                }`}
              >
                {tab.label}
                {tab.count !== undefined ? (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${selected ? "bg-accent-soft text-accent-ink" : "bg-surface-muted text-ink-muted"}`}
                  >
                    {tab.count}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
