import { describe, expect, it } from "vitest";
import { isIsoWeek, isoWeekOf, mondayOf, weekParts } from "./iso-week";
import { easterSunday, isPublicHoliday } from "../dates/french-public-holidays";
import type { TimesheetDay } from "./timesheet-day";
import { timesheetIssues } from "./timesheet-rules";
import { timesheetTotals, workedMinutes } from "./timesheet-totals";

function day(date: string, start: string | null = null, end: string | null = null, extra: Partial<TimesheetDay> = {}): TimesheetDay {
  return { date, start, end, break_minutes: 0, absence: null, night_minutes: 0, meal_allowance: 0, transport_allowance: 0, ...extra };
}

const everyDay = () => true;
const HOUR = 60;

describe("ISO weeks and their parts", () => {
  it("names the week of a day across year ends", () => {
    expect(isoWeekOf("2026-01-01")).toBe("2026-W01");
    expect(isoWeekOf("2025-12-29")).toBe("2026-W01");
    expect(isoWeekOf("2026-12-31")).toBe("2026-W53");
    expect(isoWeekOf("2027-01-03")).toBe("2026-W53");
    expect(mondayOf("2026-W10")).toBe("2026-03-02");
    expect(isIsoWeek("2026-W53")).toBe(true);
    expect(isIsoWeek("2027-W53")).toBe(false);
    expect(isIsoWeek("2026-W00")).toBe(false);
  });

  it("splits a week that a month ends inside, and keeps a whole one whole", () => {
    expect(weekParts("2026-W18")).toEqual([
      { week: "2026-W18", starts_on: "2026-04-27", ends_on: "2026-04-30" },
      { week: "2026-W18", starts_on: "2026-05-01", ends_on: "2026-05-03" },
    ]);
    expect(weekParts("2026-W01")).toEqual([
      { week: "2026-W01", starts_on: "2025-12-29", ends_on: "2025-12-31" },
      { week: "2026-W01", starts_on: "2026-01-01", ends_on: "2026-01-04" },
    ]);
    expect(weekParts("2026-W10")).toEqual([{ week: "2026-W10", starts_on: "2026-03-02", ends_on: "2026-03-08" }]);
  });
});

describe("public holidays", () => {
  it("knows Easter and the holidays that follow it", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(isPublicHoliday("2026-04-06")).toBe(true); // Easter Monday
    expect(isPublicHoliday("2026-05-14")).toBe(true); // Ascension
    expect(isPublicHoliday("2026-05-25")).toBe(true); // Whit Monday
    expect(isPublicHoliday("2026-07-14")).toBe(true);
    expect(isPublicHoliday("2026-07-15")).toBe(false);
  });
});

describe("timesheet totals", () => {
  it("puts the 36th to the 43rd hour at 25 % and the rest at 50 %", () => {
    // Five days of 9 hours (08:00–18:00, an hour's break): 45 hours.
    const days = ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"].map((d) =>
      day(d, "08:00", "18:00", { break_minutes: 60, meal_allowance: 9.4 }),
    );
    const totals = timesheetTotals(days);
    expect(totals.worked_minutes).toBe(45 * HOUR);
    expect(totals.normal_minutes).toBe(35 * HOUR);
    expect(totals.overtime_25_minutes).toBe(8 * HOUR);
    expect(totals.overtime_50_minutes).toBe(2 * HOUR);
    expect(totals.meal_allowance).toBe(47);
  });

  it("counts a week split by the month from where its April part stopped, 1 May included", () => {
    const april = ["2026-04-27", "2026-04-28", "2026-04-29", "2026-04-30"].map((d) => day(d, "08:00", "18:30", { break_minutes: 30 }));
    const may = [day("2026-05-01", "08:00", "15:00")];
    const aprilTotals = timesheetTotals(april);
    expect(aprilTotals).toMatchObject({
      worked_minutes: 40 * HOUR,
      normal_minutes: 35 * HOUR,
      overtime_25_minutes: 5 * HOUR,
      overtime_50_minutes: 0,
    });
    const mayTotals = timesheetTotals(may, workedMinutes(april));
    expect(mayTotals).toMatchObject({
      worked_minutes: 7 * HOUR,
      normal_minutes: 0,
      overtime_25_minutes: 3 * HOUR,
      overtime_50_minutes: 4 * HOUR,
      public_holiday_minutes: 7 * HOUR,
      may_day_minutes: 7 * HOUR,
    });
    // The two parts add up to the week as one: 35 + 8 + 4.
    expect(aprilTotals.overtime_25_minutes + mayTotals.overtime_25_minutes).toBe(8 * HOUR);
  });

  it("adds no hour for a public holiday off: 14 July off and four days of 10 hours make 5 hours at 25 %", () => {
    const days = [
      day("2026-07-13", "07:00", "17:30", { break_minutes: 30 }),
      day("2026-07-14", null, null, { absence: { reason: "public_holiday" } }),
      ...["2026-07-15", "2026-07-16", "2026-07-17"].map((d) => day(d, "07:00", "17:30", { break_minutes: 30 })),
    ];
    expect(timesheetTotals(days)).toMatchObject({
      normal_minutes: 35 * HOUR,
      overtime_25_minutes: 5 * HOUR,
      absence_days: 1,
      public_holiday_minutes: 0,
    });
  });

  it("counts a night shift the night the clocks go back as nine hours", () => {
    const night = day("2026-10-24", "22:00", "06:00", { night_minutes: 9 * HOUR });
    expect(timesheetTotals([night]).worked_minutes).toBe(9 * HOUR);
    expect(timesheetIssues([night], { starts_on: "2026-10-19", ends_on: "2026-10-25", coversDay: everyDay })).toEqual([]);
  });
});

describe("timesheet refusals", () => {
  const march = { starts_on: "2026-03-02", ends_on: "2026-03-08", coversDay: everyDay };

  it("refuses more than 10 hours in a day, naming the day (L3121-18)", () => {
    const issues = timesheetIssues([day("2026-03-02", "08:00", "12:00"), day("2026-03-03", "07:00", "17:30")], march);
    expect(issues).toEqual([{ field: "days.1", reason: "daily_maximum", message: expect.stringMatching(/^2026-03-03: .*L3121-18/) }]);
  });

  it("refuses the day the week goes past 48 hours (L3121-20), counting its earlier part", () => {
    const days = ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"].map((d) => day(d, "08:00", "18:00"));
    expect(timesheetIssues(days, march)).toEqual([
      { field: "days.4", reason: "weekly_maximum", message: expect.stringMatching(/^2026-03-06: .*L3121-20/) },
    ]);
    // 27–30 April: 40 hours; 1 May: 9 more is 49.
    const april = ["2026-04-27", "2026-04-28", "2026-04-29", "2026-04-30"].map((d) => day(d, "08:00", "18:00"));
    const may = { starts_on: "2026-05-01", ends_on: "2026-05-03", coversDay: everyDay, earlierDays: april };
    expect(timesheetIssues([day("2026-05-01", "08:00", "17:00")], may).map((issue) => issue.reason)).toEqual(["weekly_maximum"]);
    expect(timesheetIssues([day("2026-05-01", "08:00", "16:00")], may)).toEqual([]);
  });

  it("refuses less than 11 hours of rest, and work that overlaps the night before", () => {
    const rest = timesheetIssues([day("2026-03-02", "14:00", "23:00"), day("2026-03-03", "08:00", "12:00")], march);
    expect(rest).toEqual([{ field: "days.1.start", reason: "daily_rest", message: expect.stringContaining("2026-03-03") }]);
    const overlap = timesheetIssues([day("2026-03-03", "05:00", "09:00"), day("2026-03-02", "22:00", "06:00")], march);
    expect(overlap).toEqual([{ field: "days.0.start", reason: "day_overlap", message: expect.stringContaining("2026-03-03") }]);
  });

  it("refuses a day outside the timesheet or the placement, twice the same day, and hours on an absence", () => {
    const placement = { ...march, coversDay: (d: string) => d !== "2026-03-04" };
    const issues = timesheetIssues(
      [
        day("2026-03-09", "08:00", "12:00"),
        day("2026-03-04", "08:00", "12:00"),
        day("2026-03-02", "08:00", null),
        day("2026-03-05", "08:00", "12:00", { absence: { reason: "sick_leave" } }),
        day("2026-03-05"),
      ],
      placement,
    );
    expect(issues.map((issue) => [issue.field, issue.reason])).toEqual([
      ["days.0.date", "day_outside_timesheet"],
      ["days.1.date", "day_outside_placement"],
      ["days.2.end", "required"],
      ["days.3.absence", "absence_with_hours"],
      ["days.4.date", "day_twice"],
    ]);
  });
});
