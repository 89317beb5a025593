import { Link } from "react-router";
import { Icon } from "./icons";

/** The quiet link above a screen's title back to the list it was opened from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 text-sm text-ink-muted hover:text-ink">
      <Icon name="arrowLeft" className="size-4" />
      {children}
    </Link>
  );
}
