import { and, asc, eq, inArray, isNull, ne, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../client";
import { documents } from "../schema/documents";
import { visibleDocuments, type DocumentTarget } from "./document-target";

export type DocumentRow = typeof documents.$inferSelect;

/** A worker's documents (at most 500, by type then upload), in one round trip with their possible duplicate persons. */
export async function listDocuments(db: Database, scope: Omit<DocumentTarget, "id">) {
  const [rows, twins] = await db.batch([
    db.select().from(documents).where(visibleDocuments(scope)).orderBy(asc(documents.type), asc(documents.id)).limit(500),
    otherWorkersWithSameContent(db, scope, db.select({ sha: documents.content_sha256 }).from(documents).where(visibleDocuments(scope))),
  ]);
  return { rows, duplicates: groupBySha(twins) };
}

/** The other workers of the space holding these contents (one statement, on documents_space_sha256_idx). */
export function otherWorkersWithSameContent(db: Database, scope: Omit<DocumentTarget, "id">, shas: string[] | SQLWrapper) {
  return db
    .selectDistinct({ sha: documents.content_sha256, worker_id: documents.worker_id })
    .from(documents)
    .where(
      and(
        eq(documents.space_id, scope.spaceId),
        inArray(documents.content_sha256, shas),
        ne(documents.worker_id, scope.workerId),
        isNull(documents.deleted_at),
        scope.includeConfidential ? undefined : eq(documents.confidential, false),
      ),
    )
    .orderBy(asc(documents.worker_id));
}

export function groupBySha(rows: { sha: string; worker_id: number }[]): Map<string, number[]> {
  const bySha = new Map<string, number[]>();
  for (const row of rows) bySha.set(row.sha, [...(bySha.get(row.sha) ?? []), row.worker_id]);
  return bySha;
}
