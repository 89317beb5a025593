import type { TimesheetTotals } from "./timesheet-totals";

// The pay and billing figures of approved timesheets (decision 0051), computed here so the CSV, the
// XLSX and the tests read the same numbers. Hours are decimals (7.5 is 7 h 30). Every amount is
// rounded to the cent on its line, and each total is the sum of its rounded lines: totals add up.
//   pay: base = rate × (normal + 1.25 × overtime 25 % + 1.5 × overtime 50 %) + rate × 1 May hours
//        (worked on 1 May, paid double: L3133-6); end-of-mission allowance 10 % of the base
//        (L1251-32); paid-leave allowance 10 % of base + end-of-mission (L1251-19).
//   billing, per client and order: rate × coefficient × the same weighted hours.

export const OVERTIME_25_FACTOR = 1.25;
export const OVERTIME_50_FACTOR = 1.5;
export const END_OF_MISSION_RATE = 0.1;
export const PAID_LEAVE_RATE = 0.1;

export interface ExportedTimesheet {
  worker_id: number;
  worker_name: string;
  order_id: number;
  order_reference: string;
  company_id: number;
  company_name: string;
  week: string;
  starts_on: string;
  ends_on: string;
  hourly_rate: number | null;
  coefficient: number | null;
  totals: TimesheetTotals;
}

export interface PayLine {
  worker_name: string;
  order_reference: string;
  week: string;
  starts_on: string;
  ends_on: string;
  normal_hours: number;
  overtime_25_hours: number;
  overtime_50_hours: number;
  night_hours: number;
  public_holiday_hours: number;
  hourly_rate: number | null;
  base_pay: number;
  end_of_mission_allowance: number;
  paid_leave_allowance: number;
  meal_allowance: number;
  transport_allowance: number;
}

export interface BillingLine {
  company_name: string;
  order_reference: string;
  normal_hours: number;
  overtime_25_hours: number;
  overtime_50_hours: number;
  hourly_rate: number | null;
  coefficient: number | null;
  amount: number;
}

export interface TimesheetExport {
  pay: PayLine[];
  payTotals: Omit<PayLine, "worker_name" | "order_reference" | "week" | "starts_on" | "ends_on" | "hourly_rate">;
  billing: BillingLine[];
  billingTotals: Omit<BillingLine, "company_name" | "order_reference" | "hourly_rate" | "coefficient">;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

function weightedHours(normal: number, overtime25: number, overtime50: number): number {
  return normal + OVERTIME_25_FACTOR * overtime25 + OVERTIME_50_FACTOR * overtime50;
}

function sum<T>(rows: readonly T[], pick: (row: T) => number): number {
  return cents(rows.reduce((total, row) => total + pick(row), 0));
}

export function timesheetExport(sheets: readonly ExportedTimesheet[]): TimesheetExport {
  const pay = sheets.map((sheet): PayLine => {
    const { totals } = sheet;
    const rate = sheet.hourly_rate ?? 0;
    const normal = hours(totals.normal_minutes);
    const overtime25 = hours(totals.overtime_25_minutes);
    const overtime50 = hours(totals.overtime_50_minutes);
    const base = cents(rate * (weightedHours(normal, overtime25, overtime50) + hours(totals.may_day_minutes)));
    const endOfMission = cents(base * END_OF_MISSION_RATE);
    return {
      worker_name: sheet.worker_name,
      order_reference: sheet.order_reference,
      week: sheet.week,
      starts_on: sheet.starts_on,
      ends_on: sheet.ends_on,
      normal_hours: normal,
      overtime_25_hours: overtime25,
      overtime_50_hours: overtime50,
      night_hours: hours(totals.night_minutes),
      public_holiday_hours: hours(totals.public_holiday_minutes),
      hourly_rate: sheet.hourly_rate,
      base_pay: base,
      end_of_mission_allowance: endOfMission,
      paid_leave_allowance: cents((base + endOfMission) * PAID_LEAVE_RATE),
      meal_allowance: totals.meal_allowance,
      transport_allowance: totals.transport_allowance,
    };
  });

  // One billing line per client and order: an order has one rate and one coefficient.
  const byOrder = new Map<number, ExportedTimesheet[]>();
  for (const sheet of sheets) byOrder.set(sheet.order_id, [...(byOrder.get(sheet.order_id) ?? []), sheet]);
  const billing = [...byOrder.values()]
    .map((orderSheets): BillingLine => {
      const first = orderSheets[0]!;
      const normal = sum(orderSheets, (sheet) => hours(sheet.totals.normal_minutes));
      const overtime25 = sum(orderSheets, (sheet) => hours(sheet.totals.overtime_25_minutes));
      const overtime50 = sum(orderSheets, (sheet) => hours(sheet.totals.overtime_50_minutes));
      return {
        company_name: first.company_name,
        order_reference: first.order_reference,
        normal_hours: normal,
        overtime_25_hours: overtime25,
        overtime_50_hours: overtime50,
        hourly_rate: first.hourly_rate,
        coefficient: first.coefficient,
        amount: cents((first.hourly_rate ?? 0) * (first.coefficient ?? 1) * weightedHours(normal, overtime25, overtime50)),
      };
    })
    .sort((a, b) => a.company_name.localeCompare(b.company_name, "fr") || a.order_reference.localeCompare(b.order_reference));

  return {
    pay,
    payTotals: {
      normal_hours: sum(pay, (line) => line.normal_hours),
      overtime_25_hours: sum(pay, (line) => line.overtime_25_hours),
      overtime_50_hours: sum(pay, (line) => line.overtime_50_hours),
      night_hours: sum(pay, (line) => line.night_hours),
      public_holiday_hours: sum(pay, (line) => line.public_holiday_hours),
      base_pay: sum(pay, (line) => line.base_pay),
      end_of_mission_allowance: sum(pay, (line) => line.end_of_mission_allowance),
      paid_leave_allowance: sum(pay, (line) => line.paid_leave_allowance),
      meal_allowance: sum(pay, (line) => line.meal_allowance),
      transport_allowance: sum(pay, (line) => line.transport_allowance),
    },
    billing,
    billingTotals: {
      normal_hours: sum(billing, (line) => line.normal_hours),
      overtime_25_hours: sum(billing, (line) => line.overtime_25_hours),
      overtime_50_hours: sum(billing, (line) => line.overtime_50_hours),
      amount: sum(billing, (line) => line.amount),
    },
  };
}
