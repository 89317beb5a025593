// Jobs scheduled for later (spec 000 §3).
export const SCHEDULED_JOB_STATUSES = ["pending", "done", "cancelled"] as const;
