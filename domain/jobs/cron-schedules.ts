// The queues Worker's cron schedules (queues/wrangler.toml's [triggers] crons, in UTC as Cloudflare reads
// them). features/jobs/cron-tasks.ts says what each runs; the local server fires them too (decision 0045).
export const EVERY_MINUTE = "* * * * *";
export const NIGHTLY = "0 3 * * *";
/** 04:00 UTC on the 1st: 05:00 or 06:00 in Paris, so already the 1st there, whatever the season. */
export const MONTHLY = "0 4 1 * *";

export const CRON_SCHEDULES = [EVERY_MINUTE, NIGHTLY, MONTHLY] as const;
export type CronSchedule = (typeof CRON_SCHEDULES)[number];
