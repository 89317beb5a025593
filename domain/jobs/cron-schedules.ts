// The queues Worker's cron schedules (queues/wrangler.toml's [triggers] crons, in UTC as Cloudflare reads
// them). features/jobs/cron-tasks.ts says what each runs; the local server fires them too (decision 0045).
export const EVERY_MINUTE = "* * * * *";
export const NIGHTLY = "0 3 * * *";

export const CRON_SCHEDULES = [EVERY_MINUTE, NIGHTLY] as const;
export type CronSchedule = (typeof CRON_SCHEDULES)[number];
