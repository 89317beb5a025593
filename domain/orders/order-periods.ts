// Spec 000 §5 Order rules: each period ends after it starts; at least one; in chronological order.

export interface PeriodIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The rules across an order's periods, each named by its index: a period that starts before the one
 * before it ends is out of order (chronological also means one after the other, not overlapping: a
 * worker cannot be at the same place twice at once).
 */
export function periodsIssues(periods: readonly { starts_at: string; ends_at: string }[]): PeriodIssue[] {
  const issues: PeriodIssue[] = [];
  for (let index = 1; index < periods.length; index++) {
    const previous = periods[index - 1]!;
    const period = periods[index]!;
    if (Date.parse(period.starts_at) < Date.parse(previous.ends_at)) {
      issues.push({ path: ["periods", index, "starts_at"], message: "periods_not_chronological" });
    }
  }
  return issues;
}

/** Whether a new period fits among the stored ones without overlapping any. */
export function periodOverlaps(existing: readonly { starts_at: Date; ends_at: Date }[], startsAt: Date, endsAt: Date) {
  return existing.some((period) => period.starts_at < endsAt && period.ends_at > startsAt);
}
