import type { JobOfferSummary } from "#domain/job-offers/job-offer-schemas";

// How an offer's figures read on the staff screens and the public pages alike.

type Salary = Pick<JobOfferSummary, "salary_min" | "salary_max" | "salary_period">;

function euros(value: number, locale: string) {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 2 }).format(value);
}

/** "12,50 € – 13,20 €" (the period is worded by the caller), or null without a salary. */
export function salaryAmounts(offer: Salary, locale: string): string | null {
  const low = offer.salary_min ?? offer.salary_max;
  const high = offer.salary_max ?? offer.salary_min;
  if (low == null || high == null) return null;
  return low === high ? euros(low, locale) : `${euros(low, locale)} – ${euros(high, locale)}`;
}

/** A calendar day (YYYY-MM-DD) read at noon UTC, so no time zone moves it to another day. */
export function calendarDay(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}
