// Jobs scheduled for later (spec 000 §3).
/** pending → running (claimed by one cron run) → done; back to pending to retry; failed after the last attempt. */
export const SCHEDULED_JOB_STATUSES = ["pending", "running", "done", "failed", "cancelled"] as const;
