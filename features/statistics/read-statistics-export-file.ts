import { getExport } from "#db/statistics/statistics-exports";
import { AppError, notFound } from "#domain/errors/app-error";
import type { OperationContext } from "../operation-context";
import { requireOwner } from "./statistics-access";
import { EXPORT_CONTENT_TYPES, exportFileName } from "./statistics-export-view";

/**
 * GET /v1/statistics/exports/{id}/file: a ready export's file from R2, with its name and type. One not
 * ready yet answers 409; one whose file is gone, 404.
 */
export async function readStatisticsExportFile(context: Pick<OperationContext, "db" | "caller" | "bindings">, id: number) {
  requireOwner(context.caller);
  const row = await getExport(context.db, id);
  if (!row) throw notFound();
  if (row.status !== "ready" || !row.r2_key) throw new AppError("conflict", "Export is not ready");
  const object = await context.bindings.FILES.get(row.r2_key);
  if (!object) throw notFound();
  return { body: object.body, size: object.size, fileName: exportFileName(row), contentType: EXPORT_CONTENT_TYPES[row.format] };
}
