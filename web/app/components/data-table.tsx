import type { ReactNode } from "react";

/** From this breakpoint on a column shows; below it, it is hidden so a phone keeps what matters. */
export type ColumnBreakpoint = "sm" | "md" | "lg";

// Whole class names, so that Tailwind finds them in the source.
const SHOWN_FROM: Record<ColumnBreakpoint, string> = {
  sm: "hidden sm:table-cell",
  md: "hidden md:table-cell",
  lg: "hidden lg:table-cell",
};

export interface TableColumn {
  key: string;
  /** The header: a text, or a control (select all) or an sr-only name for a column of buttons. */
  label: ReactNode;
  /** The rows' cells of a column shown from a breakpoint say so themselves (`hidden md:table-cell`). */
  shownFrom?: ColumnBreakpoint;
  /** The header cell's box where it is not the usual one (a narrow column of checkboxes, actions on the right). */
  className?: string;
}

interface DataTableProps {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: readonly TableColumn[];
  /** A new page or new filters are loading: the rows stay, dimmed and marked busy. */
  loading: boolean;
  /** The space above the table. */
  className?: string;
  /** The rows (`<tr>`), whose cells follow the columns. */
  children: ReactNode;
}

function headerClass({ className = "px-3 py-2.5", shownFrom }: TableColumn): string {
  return shownFrom ? `${className} ${SHOWN_FROM[shownFrom]}` : className;
}

/** The table of a server-paginated list (users, spaces, activity log): a header row, then the rows, scrolling sideways on a phone. */
export function DataTable({ caption, columns, loading, className = "", children }: DataTableProps) {
  return (
    <div
      className={`${className} overflow-x-auto rounded-xl border border-line bg-surface shadow-xs transition-opacity ${loading ? "opacity-60" : ""}`}
      aria-busy={loading}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface-muted/60 text-xs font-medium text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={headerClass(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
