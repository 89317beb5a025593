import type { ReactNode } from "react";

// A tab's items (availabilities, comments, equipment, emergency contacts) as cards, or what shows when
// there is none. The card on its way out is dimmed and marked busy until the tab reloads without it.

interface TabItemListProps<Item extends { id: number }> {
  items: Item[];
  /** The list's accessible name. */
  label: string;
  /** What shows instead of an empty list (an EmptyState). */
  empty: ReactNode;
  /** Each card's test id. */
  testId: string;
  /** The item being deleted, if any. */
  pendingId: number | null;
  /** "grid": two columns from small screens up, for short cards. */
  layout?: "stack" | "grid";
  /** An ordered list, where the order means something (the newest comment first). */
  ordered?: boolean;
  /** A card's content, laid out in a row: what the item says, then its buttons. */
  children(item: Item): ReactNode;
}

export function TabItemList<Item extends { id: number }>({
  items,
  label,
  empty,
  testId,
  pendingId,
  layout = "stack",
  ordered = false,
  children,
}: TabItemListProps<Item>) {
  if (items.length === 0) return empty;
  const List = ordered ? "ol" : "ul";
  return (
    <List className={layout === "grid" ? "grid gap-3 sm:grid-cols-2" : "space-y-3"} aria-label={label}>
      {items.map((item) => (
        <li
          key={item.id}
          data-testid={testId}
          aria-busy={pendingId === item.id}
          className={`flex items-start justify-between gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xs transition-opacity ${
            pendingId === item.id ? "opacity-50" : ""
          }`}
        >
          {children(item)}
        </li>
      ))}
    </List>
  );
}
