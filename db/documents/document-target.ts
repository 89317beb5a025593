import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { documents } from "../schema/documents";

/** One document of one worker of one space: every statement names all three, so an id from elsewhere finds nothing. */
export interface DocumentTarget {
  id: number;
  workerId: number;
  spaceId: number;
  /** False for mobile-app callers: confidential documents do not exist for them (spec 000 §6). */
  includeConfidential: boolean;
}

/** The live (not being deleted) documents the target's caller may see. */
export function visibleDocuments(target: Omit<DocumentTarget, "id">): SQL {
  return and(
    eq(documents.space_id, target.spaceId),
    eq(documents.worker_id, target.workerId),
    isNull(documents.deleted_at),
    target.includeConfidential ? undefined : eq(documents.confidential, false),
  )!;
}

export function documentWhere(target: DocumentTarget): SQL {
  return and(eq(documents.id, target.id), visibleDocuments(target))!;
}

/** Holds while the document exists (with that version, if asked): the condition of a change's log entry. */
export function documentExists(target: DocumentTarget, sameVersion?: SQL): SQL {
  return sql`exists (select 1 from ${documents} where ${and(documentWhere(target), sameVersion)})`;
}
