import type { TimesheetStatus } from "#domain/enums/timesheet";
import type { BadgeTone } from "#web/app/components/badge";

/** The badge colour of each status, the same on the list and the week editor. */
export const STATUS_TONES: Record<TimesheetStatus, BadgeTone> = {
  to_fill: "neutral",
  submitted: "sky",
  approved: "emerald",
  disputed: "primary",
};
