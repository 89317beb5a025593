import { listApprovedTimesheets } from "#db/timesheets/list-approved-timesheets";
import { formatReference } from "#domain/orders/reference-number";
import { timesheetExport, type TimesheetExport } from "#domain/timesheets/timesheet-export";
import type { TimesheetExportQuery } from "#domain/timesheets/timesheet-schemas";
import { timesheetTotals, workedMinutes } from "#domain/timesheets/timesheet-totals";
import { resolveSpaceId } from "../access/resolve-space";
import type { OperationContext } from "../operation-context";
import { createCsvWriter } from "../statistics/export-files/csv-writer";
import type { SpreadsheetWriter } from "../statistics/export-files/spreadsheet-writer";
import { createXlsxWriter } from "../statistics/export-files/xlsx-writer";

// GET /v1/timesheets/export (decision 0051): the pay and billing lines of approved timesheets, written
// by the statistics export's writers (decision 0047), so text that looks like a formula is neutralised
// alike and the XLSX comes from the same kept library. Headers are in French: payroll software and
// French accountants read them; the columns' order is the contract.

const CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

const PAY_HEADER = [
  "Intérimaire",
  "Référence",
  "Semaine",
  "Du",
  "Au",
  "Heures normales",
  "Heures sup. 25 %",
  "Heures sup. 50 %",
  "Heures de nuit",
  "Heures fériées",
  "Taux horaire",
  "Salaire de base",
  "Indemnité de fin de mission",
  "Indemnité de congés payés",
  "Indemnités repas",
  "Indemnités transport",
];

const BILLING_HEADER = [
  "Client",
  "Référence",
  "Heures normales",
  "Heures sup. 25 %",
  "Heures sup. 50 %",
  "Taux horaire",
  "Coefficient",
  "Montant HT",
];

function writeExport(writer: SpreadsheetWriter, figures: TimesheetExport) {
  writer.sheet("Paie", PAY_HEADER);
  for (const line of figures.pay) {
    writer.row([
      line.worker_name,
      line.order_reference,
      line.week,
      line.starts_on,
      line.ends_on,
      line.normal_hours,
      line.overtime_25_hours,
      line.overtime_50_hours,
      line.night_hours,
      line.public_holiday_hours,
      line.hourly_rate,
      line.base_pay,
      line.end_of_mission_allowance,
      line.paid_leave_allowance,
      line.meal_allowance,
      line.transport_allowance,
    ]);
  }
  const pay = figures.payTotals;
  writer.row([
    "Total",
    null,
    null,
    null,
    null,
    pay.normal_hours,
    pay.overtime_25_hours,
    pay.overtime_50_hours,
    pay.night_hours,
    pay.public_holiday_hours,
    null,
    pay.base_pay,
    pay.end_of_mission_allowance,
    pay.paid_leave_allowance,
    pay.meal_allowance,
    pay.transport_allowance,
  ]);
  writer.sheet("Facturation", BILLING_HEADER);
  for (const line of figures.billing) {
    writer.row([
      line.company_name,
      line.order_reference,
      line.normal_hours,
      line.overtime_25_hours,
      line.overtime_50_hours,
      line.hourly_rate,
      line.coefficient,
      line.amount,
    ]);
  }
  const billing = figures.billingTotals;
  writer.row(["Total", null, billing.normal_hours, billing.overtime_25_hours, billing.overtime_50_hours, null, null, billing.amount]);
}

export async function exportTimesheets(context: OperationContext, query: TimesheetExportQuery) {
  const spaceId = await resolveSpaceId(context, query.space_id, "query.space_id");
  const rows = await listApprovedTimesheets(context.db, spaceId, query.from, query.to);
  const figures = timesheetExport(
    rows.map((row) => ({
      worker_id: row.worker_id,
      worker_name: `${row.worker_last_name} ${row.worker_first_name}`.trim(),
      order_id: row.order_id,
      order_reference: formatReference("order", row.order_number, "fr"),
      company_id: row.company_id,
      company_name: row.company_name,
      week: row.week,
      starts_on: row.starts_on,
      ends_on: row.ends_on,
      hourly_rate: row.hourly_rate,
      coefficient: row.coefficient,
      totals: timesheetTotals(row.days, workedMinutes(row.earlier_days ?? [])),
    })),
  );
  const writer = query.format === "xlsx" ? createXlsxWriter() : createCsvWriter();
  writeExport(writer, figures);
  return {
    body: writer.finish(),
    contentType: CONTENT_TYPES[query.format],
    fileName: `releves-heures-${query.from}-${query.to}.${query.format}`,
  };
}
