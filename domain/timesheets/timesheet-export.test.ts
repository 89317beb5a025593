import { describe, expect, it } from "vitest";
import type { TimesheetDay } from "./timesheet-day";
import { timesheetExport, type ExportedTimesheet } from "./timesheet-export";
import { timesheetTotals } from "./timesheet-totals";

// February 2027 (1 February is a Monday: weeks 5 to 8, none split) at two clients, every figure
// computed by hand in the comments.

function days(dates: string[], start: string, end: string, extra: Partial<TimesheetDay> = {}): TimesheetDay[] {
  return dates.map((date) => ({
    date,
    start,
    end,
    break_minutes: 60,
    absence: null,
    night_minutes: 0,
    meal_allowance: 0,
    transport_allowance: 0,
    ...extra,
  }));
}

const week = (monday: number, count = 5) => Array.from({ length: count }, (_, i) => `2027-02-${String(monday + i).padStart(2, "0")}`);

const martin = {
  worker_id: 1,
  worker_name: "MARTIN Sam",
  order_id: 1,
  order_reference: "CO-000001",
  company_id: 1,
  company_name: "Acme",
  hourly_rate: 12,
  coefficient: 1.9,
};
const durand = {
  worker_id: 2,
  worker_name: "DURAND Léa",
  order_id: 2,
  order_reference: "CO-000002",
  company_id: 2,
  company_name: "Bâti Sud",
  hourly_rate: 14.4,
  coefficient: 2,
};

function sheet(who: typeof martin, weekName: string, sheetDays: TimesheetDay[]): ExportedTimesheet {
  return { ...who, week: weekName, starts_on: sheetDays[0]!.date, ends_on: sheetDays.at(-1)!.date, totals: timesheetTotals(sheetDays) };
}

const february = [
  // 5 × 7 h: 35 h normal. Base 12 × 35 = 420; end of mission 42; paid leave 10 % of 462 = 46.20.
  sheet(martin, "2027-W05", days(week(1), "08:00", "16:00")),
  // 5 × 8 h: 35 + 5 at 25 %. 12 × (35 + 6.25) = 495; 49.50; 10 % of 544.50 = 54.45.
  sheet(martin, "2027-W06", days(week(8), "08:00", "17:00")),
  // 5 × 9 h: 35 + 8 at 25 % + 2 at 50 %. 12 × (35 + 10 + 3) = 576; 57.60; 10 % of 633.60 = 63.36.
  sheet(martin, "2027-W07", days(week(15), "07:00", "17:00")),
  // 4 × 7 h and a sick day, 9.40 of meals a day worked: 28 h. 336; 33.60; 36.96; meals 37.60.
  sheet(martin, "2027-W08", [
    ...days(week(22, 4), "08:00", "16:00", { meal_allowance: 9.4 }),
    {
      date: "2027-02-26",
      start: null,
      end: null,
      break_minutes: 0,
      absence: { reason: "sick_leave" },
      night_minutes: 0,
      meal_allowance: 0,
      transport_allowance: 0,
    },
  ]),
  // 4 nights 21:00–07:00 without a break: 40 h, 36 at night, 5 € of transport each. 14.40 × 41.25 = 594; 59.40; 65.34.
  sheet(durand, "2027-W06", days(week(8, 4), "21:00", "07:00", { break_minutes: 0, night_minutes: 9 * 60, transport_allowance: 5 })),
  // 3 × 8 h: 24 h. 14.40 × 24 = 345.60; 34.56; 10 % of 380.16 = 38.02.
  sheet(durand, "2027-W07", days(week(15, 3), "08:00", "16:00", { break_minutes: 0 })),
];

describe("the pay and billing export of a month", () => {
  const figures = timesheetExport(february);

  it("gives each timesheet its pay line", () => {
    expect(
      figures.pay.map((line) => [
        line.week,
        line.normal_hours,
        line.overtime_25_hours,
        line.overtime_50_hours,
        line.base_pay,
        line.end_of_mission_allowance,
        line.paid_leave_allowance,
      ]),
    ).toEqual([
      ["2027-W05", 35, 0, 0, 420, 42, 46.2],
      ["2027-W06", 35, 5, 0, 495, 49.5, 54.45],
      ["2027-W07", 35, 8, 2, 576, 57.6, 63.36],
      ["2027-W08", 28, 0, 0, 336, 33.6, 36.96],
      ["2027-W06", 35, 5, 0, 594, 59.4, 65.34],
      ["2027-W07", 24, 0, 0, 345.6, 34.56, 38.02],
    ]);
    expect(figures.pay[3]).toMatchObject({ meal_allowance: 37.6 });
    expect(figures.pay[4]).toMatchObject({ night_hours: 36, transport_allowance: 20 });
  });

  it("totals the pay lines", () => {
    expect(figures.payTotals).toEqual({
      normal_hours: 192,
      overtime_25_hours: 18,
      overtime_50_hours: 2,
      night_hours: 36,
      public_holiday_hours: 0,
      base_pay: 2766.6,
      end_of_mission_allowance: 276.66,
      paid_leave_allowance: 304.33,
      meal_allowance: 37.6,
      transport_allowance: 20,
    });
  });

  it("bills each client's order its hours × rate × coefficient, and totals them", () => {
    // Acme: (133 + 1.25 × 13 + 1.5 × 2) × 12 × 1.9 = 152.25 × 22.8 = 3471.30.
    // Bâti Sud: (59 + 1.25 × 5) × 14.40 × 2 = 65.25 × 28.8 = 1879.20.
    expect(figures.billing).toEqual([
      {
        company_name: "Acme",
        order_reference: "CO-000001",
        normal_hours: 133,
        overtime_25_hours: 13,
        overtime_50_hours: 2,
        hourly_rate: 12,
        coefficient: 1.9,
        amount: 3471.3,
      },
      {
        company_name: "Bâti Sud",
        order_reference: "CO-000002",
        normal_hours: 59,
        overtime_25_hours: 5,
        overtime_50_hours: 0,
        hourly_rate: 14.4,
        coefficient: 2,
        amount: 1879.2,
      },
    ]);
    expect(figures.billingTotals).toEqual({ normal_hours: 192, overtime_25_hours: 18, overtime_50_hours: 2, amount: 5350.5 });
  });
});
