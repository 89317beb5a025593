import type { StatisticsRows } from "#db/statistics/read-statistics";
import { WORKER_REGISTRATION_ROUTES, type WorkerRegistrationRoute } from "#domain/enums/worker";
import { dayNumberOf, dayOfNumber } from "#domain/statistics/paris-day-numbers";
import type { Statistics, StatisticsDay, StatisticsQuery } from "#domain/statistics/statistics-schemas";

const HOUR_MS = 3_600_000;

type Series = Exclude<keyof StatisticsDay, "day">;

/** The answer built from the rows: totals, rates and one entry per day of the period (zeros included). */
export function statisticsOf(query: StatisticsQuery, rows: StatisticsRows): Statistics {
  const first = dayNumberOf(query.from);
  const daily: StatisticsDay[] = [];
  for (let number = first; number <= dayNumberOf(query.to); number++) {
    daily.push({
      day: dayOfNumber(number),
      workers_registered: 0,
      orders_created: 0,
      places_filled: 0,
      sms_sent: 0,
      sms_replies: 0,
      dpae_submitted: 0,
    });
  }
  const fillSeries = (field: Series, counts: { i: number; n: number }[]) => {
    for (const { i, n } of counts) {
      const entry = daily[Number(i)];
      if (entry) entry[field] = Number(n);
    }
  };
  fillSeries("workers_registered", rows.registrations);
  fillSeries("orders_created", rows.orders);
  fillSeries("places_filled", rows.placesFilled);
  fillSeries("sms_sent", rows.smsSent);
  fillSeries("sms_replies", rows.smsReplies);
  fillSeries("dpae_submitted", rows.dpaeSubmitted);

  const byRoute = Object.fromEntries(WORKER_REGISTRATION_ROUTES.map((route) => [route, 0])) as Record<WorkerRegistrationRoute, number>;
  for (const row of rows.byRoute) {
    if ((WORKER_REGISTRATION_ROUTES as readonly string[]).includes(row.route))
      byRoute[row.route as WorkerRegistrationRoute] = Number(row.n);
  }
  const sum = (field: Series) => daily.reduce((total, day) => total + day[field], 0);
  const { filled, median_ms: medianMs } = rows.fill;
  const placesAsked = rows.placesAsked;
  const ended = (status: string) => Number(rows.dpaeEnded.find((row) => row.status === status)?.n ?? 0);
  return {
    space_id: query.space_id ?? null,
    from: query.from,
    to: query.to,
    time_zone: "Europe/Paris",
    workers: { registered: sum("workers_registered"), by_route: byRoute },
    orders: {
      created: sum("orders_created"),
      places_asked: placesAsked,
      places_filled: filled,
      fill_rate: placesAsked > 0 ? Math.min(1, Math.round((filled / placesAsked) * 1000) / 1000) : null,
      median_time_to_fill_hours: medianMs === null ? null : Math.max(0, Math.round((medianMs / HOUR_MS) * 10) / 10),
    },
    sms: { sent: sum("sms_sent"), replies: sum("sms_replies") },
    dpae: { submitted: sum("dpae_submitted"), accepted: ended("success"), errors: ended("error") },
    daily,
  };
}
