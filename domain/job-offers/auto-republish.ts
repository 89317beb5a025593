// Automatic republishing (spec 000 §4 "automatic republishing on or off"; decision 0046): job boards rank
// offers by date, and a week is when a temp offer drops below the fold on the big French boards. The
// every-minute cron republishes each published offer whose switch is on, a week after its last publication.

export const AUTO_REPUBLISH_INTERVAL_DAYS = 7;
const DAY_MS = 86_400_000;

/** When an offer published at `publishedAt` is republished next, if its switch is on. */
export function nextRepublishAt(publishedAt: Date): Date {
  return new Date(publishedAt.getTime() + AUTO_REPUBLISH_INTERVAL_DAYS * DAY_MS);
}

/** The latest publication date still too recent for the cron to republish the offer at `now`. */
export function republishDueBefore(now: Date): Date {
  return new Date(now.getTime() - AUTO_REPUBLISH_INTERVAL_DAYS * DAY_MS);
}
