import type { StatisticsRows } from "#db/statistics/read-statistics";
import { WORKER_REGISTRATION_ROUTES, type WorkerRegistrationRoute } from "#domain/enums/worker";
import { dayNumberOf, dayOfNumber } from "#domain/statistics/paris-day-numbers";
import type { Statistics, StatisticsDay, StatisticsQuery } from "#domain/statistics/statistics-schemas";

const HOUR_MS = 3_600_000;

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
  // A fact at the period's very edge belongs to its Paris day, which is in the period by construction.
  const add = (day: number, field: Exclude<keyof StatisticsDay, "day">, n: number) => {
    const entry = daily[day - first];
    if (entry) entry[field] += Number(n);
  };

  const byRoute = Object.fromEntries(WORKER_REGISTRATION_ROUTES.map((route) => [route, 0])) as Record<WorkerRegistrationRoute, number>;
  for (const row of rows.registrations) {
    add(row.day, "workers_registered", row.n);
    const route = (WORKER_REGISTRATION_ROUTES as readonly string[]).includes(row.route) ? (row.route as WorkerRegistrationRoute) : "staff";
    byRoute[route] += Number(row.n);
  }
  let placesAsked = 0;
  for (const row of rows.orders) {
    add(row.day, "orders_created", row.n);
    placesAsked += Number(row.places ?? 0);
  }
  for (const row of rows.placesFilled) add(row.day, "places_filled", row.n);
  for (const row of rows.smsSent) add(row.day, "sms_sent", row.n);
  for (const row of rows.smsReplies) add(row.day, "sms_replies", row.n);
  for (const row of rows.dpaeSubmitted) add(row.day, "dpae_submitted", row.n);

  const sum = (field: Exclude<keyof StatisticsDay, "day">) => daily.reduce((total, day) => total + day[field], 0);
  const filled = Number(rows.fill[0]?.filled ?? 0);
  const medianMs = rows.fill[0]?.median_ms;
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
      median_time_to_fill_hours:
        medianMs === null || medianMs === undefined ? null : Math.max(0, Math.round((Number(medianMs) / HOUR_MS) * 10) / 10),
    },
    sms: { sent: sum("sms_sent"), replies: sum("sms_replies") },
    dpae: { submitted: sum("dpae_submitted"), accepted: ended("success"), errors: ended("error") },
    daily,
  };
}
