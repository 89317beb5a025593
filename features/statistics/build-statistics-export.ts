import type { Database } from "#db/client";
import { dpaePage, exportSpaces, ordersPage, registrationsPage, type DetailPage, type PageCursor } from "#db/statistics/export-detail-rows";
import { readStatistics } from "#db/statistics/read-statistics";
import type { StatisticsExportRow } from "#db/statistics/statistics-exports";
import { parisWallTime } from "#domain/dates/paris-wall-time";
import { formatReference } from "#domain/orders/reference-number";
import { periodInstants } from "#domain/statistics/paris-day-numbers";
import type { Statistics } from "#domain/statistics/statistics-schemas";
import { createCsvWriter } from "./export-files/csv-writer";
import { CONTRACT_TYPE_LABELS, DPAE_STATUS_LABELS, ORDER_STATUS_LABELS, ROUTE_LABELS, SHEETS } from "./export-files/export-labels";
import type { Cell, SpreadsheetWriter } from "./export-files/spreadsheet-writer";
import { createXlsxWriter } from "./export-files/xlsx-writer";
import { statisticsOf } from "./statistics-figures";

/** Detail rows read per round trip. */
const PAGE_SIZE = 2_000;

type Labels<T> = Record<string, T>;

function label(labels: Labels<string>, code: string) {
  return labels[code] ?? code;
}

/** An instant as agencies read it: its Paris wall time, "2026-01-05 08:30". */
function parisTime(at: number | null): Cell {
  return at === null ? null : parisWallTime(new Date(Number(at))).replace("T", " ");
}

/** Reads every page of one kind of detail row for a space, writing each row as it comes. */
async function eachPage<Row>(read: (after: PageCursor | null) => Promise<DetailPage<Row>>, write: (row: Row) => void): Promise<number> {
  let count = 0;
  let after: PageCursor | null = null;
  do {
    const page: DetailPage<Row> = await read(after);
    for (const row of page.rows) write(row);
    count += page.rows.length;
    after = page.next;
  } while (after);
  return count;
}

function writeFigures(writer: SpreadsheetWriter, figures: Statistics, scopeName: string) {
  writer.sheet(SHEETS.figures, ["Indicateur", "Valeur"]);
  const rows: [string, Cell][] = [
    ["Agence", scopeName],
    ["Du", figures.from],
    ["Au", figures.to],
    ["Fuseau horaire", figures.time_zone],
    ["Intérimaires inscrits", figures.workers.registered],
    ...Object.entries(figures.workers.by_route).map(([route, n]): [string, Cell] => [`  dont ${label(ROUTE_LABELS, route)}`, n]),
    ["Commandes créées", figures.orders.created],
    ["Postes demandés", figures.orders.places_asked],
    ["Postes pourvus", figures.orders.places_filled],
    ["Taux de pourvoi (%)", figures.orders.fill_rate === null ? null : Math.round(figures.orders.fill_rate * 1000) / 10],
    ["Délai médian pour pourvoir un poste (heures)", figures.orders.median_time_to_fill_hours],
    ["SMS envoyés", figures.sms.sent],
    ["Réponses SMS", figures.sms.replies],
    ["DPAE déposées", figures.dpae.submitted],
    ["DPAE acceptées", figures.dpae.accepted],
    ["DPAE en erreur", figures.dpae.errors],
  ];
  for (const row of rows) writer.row(row);
  writer.sheet(SHEETS.daily, ["Jour", "Inscriptions", "Commandes", "Postes pourvus", "SMS envoyés", "Réponses SMS", "DPAE déposées"]);
  for (const day of figures.daily) {
    writer.row([day.day, day.workers_registered, day.orders_created, day.places_filled, day.sms_sent, day.sms_replies, day.dpae_submitted]);
  }
}

/**
 * The file of one export: its figures (the same as GET /v1/statistics), the daily series, then the
 * detail rows, space after space: registrations, orders with their places and fill, DPAE deposited.
 * Answers the file's bytes and how many detail rows it holds.
 */
export async function buildStatisticsExportFile(
  db: Database,
  row: Pick<StatisticsExportRow, "space_id" | "from_day" | "to_day" | "format">,
) {
  const period = periodInstants(row.from_day, row.to_day);
  const query = { space_id: row.space_id ?? undefined, from: row.from_day, to: row.to_day };
  const spaces = await exportSpaces(db, row.space_id);
  const figures = statisticsOf(query, await readStatistics(db, row.space_id === null ? "all" : { spaceId: row.space_id }, period));
  const writer = row.format === "xlsx" ? createXlsxWriter() : createCsvWriter();
  writeFigures(writer, figures, row.space_id === null ? "Toutes les agences" : (spaces[0]?.name ?? `#${row.space_id}`));

  let rowCount = 0;
  const pageOf = (spaceId: number) => (after: PageCursor | null) => ({
    spaceId,
    start: period.start,
    end: period.end,
    after,
    size: PAGE_SIZE,
  });

  writer.sheet(SHEETS.registrations, ["Agence", "Référence", "Inscrit le", "Voie", "Nom", "Prénom", "Code postal", "Ville", "État"]);
  for (const space of spaces) {
    rowCount += await eachPage(
      (after) => registrationsPage(db, pageOf(space.id)(after)),
      (worker) =>
        writer.row([
          space.name,
          formatReference("worker", worker.id, "fr"),
          parisTime(worker.created_at),
          label(ROUTE_LABELS, worker.registration_route),
          worker.last_name,
          worker.first_name,
          worker.postal_code,
          worker.postal_city,
          worker.state,
        ]),
    );
  }

  writer.sheet(SHEETS.orders, [
    "Agence",
    "Référence",
    "Créée le",
    "Client",
    "Contrat",
    "Statut",
    "Début",
    "Fin",
    "Postes demandés",
    "Postes pourvus",
    "Taux de pourvoi (%)",
  ]);
  for (const space of spaces) {
    rowCount += await eachPage(
      (after) => ordersPage(db, pageOf(space.id)(after)),
      (order) =>
        writer.row([
          space.name,
          formatReference("order", order.number, "fr"),
          parisTime(order.created_at),
          order.company_name,
          label(CONTRACT_TYPE_LABELS, order.contract_type),
          label(ORDER_STATUS_LABELS, order.status),
          parisTime(order.starts_at),
          parisTime(order.ends_at),
          Number(order.quantity),
          Number(order.filled),
          Number(order.quantity) > 0 ? Math.round((Number(order.filled) / Number(order.quantity)) * 1000) / 10 : null,
        ]),
    );
  }

  writer.sheet(SHEETS.dpae, [
    "Agence",
    "N°",
    "Déposée le",
    "Nom",
    "Prénom",
    "Commande",
    "Contrat",
    "Embauche",
    "Statut",
    "Terminée le",
    "Erreur",
  ]);
  for (const space of spaces) {
    rowCount += await eachPage(
      (after) => dpaePage(db, pageOf(space.id)(after)),
      (declaration) =>
        writer.row([
          space.name,
          Number(declaration.id),
          parisTime(declaration.sent_at),
          declaration.worker_last_name,
          declaration.worker_first_name,
          declaration.order_number === null ? null : formatReference("order", Number(declaration.order_number), "fr"),
          declaration.contract_nature,
          declaration.hire_date,
          label(DPAE_STATUS_LABELS, declaration.status),
          parisTime(declaration.completed_at),
          declaration.error_message,
        ]),
    );
  }
  return { bytes: writer.finish(), rowCount };
}
