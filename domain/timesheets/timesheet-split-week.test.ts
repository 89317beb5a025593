import { describe, expect, it } from "vitest";
import type { FieldError } from "../errors/app-error";
import { weekParts } from "./iso-week";
import type { TimesheetDay } from "./timesheet-day";
import { timesheetIssues, type TimesheetBounds } from "./timesheet-rules";
import { timesheetTotals, workedMinutes } from "./timesheet-totals";

// The rules across the two parts of a week a month ends inside (decision 0051, 0053): the 11 hours'
// rest between the earlier part's last day and the later part's first, and the 48 hours over the
// whole ISO week whichever part is edited last; and the weeks whose Paris clocks change.

function day(date: string, start: string | null = null, end: string | null = null, extra: Partial<TimesheetDay> = {}): TimesheetDay {
  return { date, start, end, break_minutes: 0, absence: null, night_minutes: 0, meal_allowance: 0, transport_allowance: 0, ...extra };
}

const everyDay = () => true;
const HOUR = 60;

/** Every refusal names, at the start of its message, the date of the day its field points at. */
function expectEachNamesItsDay(issues: FieldError[], days: TimesheetDay[]) {
  for (const issue of issues) {
    const index = Number(/^days\.(\d+)/.exec(issue.field)?.[1]);
    expect(issue.message.startsWith(`${days[index]!.date}: `), issue.message).toBe(true);
  }
}

/** The two parts of a week a month ends inside. */
function twoParts(week: string) {
  const [earlier, later] = weekParts(week);
  if (!earlier || !later) throw new Error(`${week} is not split by the month`);
  return [earlier, later] as const;
}

// 2026-W14: Monday 30 March to Sunday 5 April, split by the month's end after Tuesday 31 March.
const [march, april] = twoParts("2026-W14");

describe("the 11 hours' rest across a week split by the month", () => {
  it("splits 2026-W14 after 31 March", () => {
    expect(march).toMatchObject({ starts_on: "2026-03-30", ends_on: "2026-03-31" });
    expect(april).toMatchObject({ starts_on: "2026-04-01", ends_on: "2026-04-05" });
  });

  const marchDays = [day("2026-03-30", "08:00", "16:00"), day("2026-03-31", "14:00", "23:00")];

  it("refuses April's first day starting 9 hours after March's last ended, naming 1 April", () => {
    const aprilDays = [day("2026-04-01", "08:00", "16:00"), day("2026-04-02", "08:00", "16:00")];
    const bounds: TimesheetBounds = { ...april, coversDay: everyDay, earlierDays: marchDays };
    const issues = timesheetIssues(aprilDays, bounds);
    expect(issues).toEqual([{ field: "days.0.start", reason: "daily_rest", message: expect.stringMatching(/^2026-04-01: .*L3131-1/) }]);
    expectEachNamesItsDay(issues, aprilDays);
    // At 10:00, eleven hours after: kept.
    expect(timesheetIssues([day("2026-04-01", "10:00", "16:00")], bounds)).toEqual([]);
  });

  it("refuses the same rest when March's part is edited after April's, naming 31 March", () => {
    const bounds: TimesheetBounds = { ...march, coversDay: everyDay, laterDays: [day("2026-04-01", "08:00", "16:00")] };
    const issues = timesheetIssues(marchDays, bounds);
    expect(issues).toEqual([{ field: "days.1.end", reason: "daily_rest", message: expect.stringMatching(/^2026-03-31: .*L3131-1/) }]);
    expectEachNamesItsDay(issues, marchDays);
    // A night shift into 1 April that meets April's first work: an overlap, on 31 March.
    const night = [day("2026-03-31", "22:00", "09:00")];
    expect(timesheetIssues(night, bounds).map((issue) => [issue.field, issue.reason])).toEqual([
      ["days.0", "daily_maximum"],
      ["days.0.end", "day_overlap"],
    ]);
  });

  it("counts the rest from the earlier part's last day worked, not its last day", () => {
    // 30 March worked late, 31 March off: 1 April at 08:00 has had its rest.
    const earlierDays = [day("2026-03-30", "14:00", "23:00"), day("2026-03-31", null, null, { absence: { reason: "sick_leave" } })];
    expect(timesheetIssues([day("2026-04-01", "08:00", "16:00")], { ...april, coversDay: everyDay, earlierDays })).toEqual([]);
  });
});

describe("the 48 hours over the whole ISO week", () => {
  // 2026-W18: 27–30 April, then 1–3 May (1 May a public holiday).
  const [aprilPart, mayPart] = twoParts("2026-W18");
  const aprilDays = ["2026-04-27", "2026-04-28", "2026-04-29", "2026-04-30"].map((d) => day(d, "08:00", "18:00"));

  it("refuses April's part edited after May's when the week would go past 48 hours, naming the last April day worked", () => {
    const bounds: TimesheetBounds = { ...aprilPart, coversDay: everyDay, laterDays: [day("2026-05-01", "08:00", "17:00")] };
    // 40 hours in April and 9 on 1 May: 49.
    const issues = timesheetIssues(aprilDays, bounds);
    expect(issues).toEqual([{ field: "days.3", reason: "weekly_maximum", message: expect.stringMatching(/^2026-04-30: .*L3121-20/) }]);
    expectEachNamesItsDay(issues, aprilDays);
    // An hour's break each day: 36 + 9 = 45, kept.
    const shorter = aprilDays.map((d) => ({ ...d, break_minutes: 60 }));
    expect(timesheetIssues(shorter, bounds)).toEqual([]);
  });

  it("still refuses the May day that goes past, counting April's part", () => {
    const mayDays = [day("2026-05-01", "08:00", "17:00")];
    const issues = timesheetIssues(mayDays, { ...mayPart, coversDay: everyDay, earlierDays: aprilDays });
    expect(issues.map((issue) => [issue.field, issue.reason])).toEqual([["days.0", "weekly_maximum"]]);
    expectEachNamesItsDay(issues, mayDays);
  });

  it("counts 1 May's work in the buckets from where April stopped, and in the public holiday minutes", () => {
    const shorter = aprilDays.map((d) => ({ ...d, break_minutes: 60 }));
    const totals = timesheetTotals([day("2026-05-01", "08:00", "17:00")], workedMinutes(shorter));
    expect(totals).toMatchObject({
      normal_minutes: 0,
      overtime_25_minutes: 7 * HOUR,
      overtime_50_minutes: 2 * HOUR,
      public_holiday_minutes: 9 * HOUR,
      may_day_minutes: 9 * HOUR,
    });
  });
});

describe("weeks the Paris clocks change", () => {
  it("the night clocks go forward (29 March 2026), 21:00 to 08:00 is only 10 hours of rest", () => {
    const week = { starts_on: "2026-03-23", ends_on: "2026-03-29", coversDay: everyDay };
    const days = [day("2026-03-28", "12:00", "21:00"), day("2026-03-29", "08:00", "12:00")];
    const issues = timesheetIssues(days, week);
    expect(issues).toEqual([{ field: "days.1.start", reason: "daily_rest", message: expect.stringMatching(/^2026-03-29: /) }]);
    // And a night shift across it is an hour shorter: 22:00 to 06:00 is 7 hours.
    expect(timesheetTotals([day("2026-03-28", "22:00", "06:00")]).worked_minutes).toBe(7 * HOUR);
  });

  it("the night clocks go back (25 October 2026), 21:00 to 07:00 is 11 hours of rest", () => {
    const week = { starts_on: "2026-10-19", ends_on: "2026-10-25", coversDay: everyDay };
    expect(timesheetIssues([day("2026-10-24", "12:00", "21:00"), day("2026-10-25", "07:00", "12:00")], week)).toEqual([]);
  });

  it("a 10-hour night shift the clocks go back is 11 hours, refused on its day", () => {
    const week = { starts_on: "2026-10-19", ends_on: "2026-10-25", coversDay: everyDay };
    const days = [day("2026-10-24", "20:00", "06:00")];
    const issues = timesheetIssues(days, week);
    expect(issues.map((issue) => issue.reason)).toEqual(["daily_maximum"]);
    expectEachNamesItsDay(issues, days);
  });
});
