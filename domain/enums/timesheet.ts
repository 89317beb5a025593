// Enumerations of timesheets (issue "Timesheets approved by the client"; decision 0051). The /v1 keys are a contract.

/** to_fill: created, being filled; submitted: sent to the client; approved: locked; disputed: the client refused it. */
export const TIMESHEET_STATUSES = ["to_fill", "submitted", "approved", "disputed"] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** Why a worker did not work a day of the placement (the reasons payroll tells apart). */
export const ABSENCE_REASONS = [
  "sick_leave",
  "work_accident",
  "paid_leave",
  "unpaid_leave",
  "public_holiday",
  "unjustified",
  "client_closed",
  "other",
] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];
