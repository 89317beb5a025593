import { useTranslation } from "#web/app/i18n/use-translation";
import { formatDateTime } from "#domain/format/format-date-time";
import { formatRelativeTime } from "#domain/format/format-relative-time";

interface RelativeDateProps {
  /** The instant, ISO 8601. */
  value: string;
  /**
   * "Now" as the loader saw it: the server and the browser then print the same words, and the page
   * hydrates without a mismatch.
   */
  now: string;
  /** Shows the exact date beside the relative one, not only in the tooltip. */
  withExact?: boolean;
}

/** "il y a 3 jours (18/11/2026 09:12)": relative time (spec 000 §9) and the exact date. */
export function RelativeDate({ value, now, withExact = false }: RelativeDateProps) {
  const { i18n } = useTranslation();
  const date = new Date(value);
  const exact = formatDateTime(date, i18n.language);
  // Past instants only: the API's clock may be a moment ahead of the loader's (workerd moves time on
  // I/O), and "in 0 seconds" for something that just happened reads wrong.
  const reference = new Date(Math.max(new Date(now).getTime(), date.getTime() + 1000));
  const relative = formatRelativeTime(date, reference, i18n.language);
  return (
    <time dateTime={value} title={exact}>
      {relative}
      {withExact ? <span className="text-ink-subtle"> ({exact})</span> : null}
    </time>
  );
}
