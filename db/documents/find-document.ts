import type { Database } from "../client";
import { documents } from "../schema/documents";
import { documentWhere, type DocumentTarget } from "./document-target";

/** The document, if the caller may see it on this worker of this space. */
export async function findDocument(db: Database, target: DocumentTarget) {
  const [row] = await db.select().from(documents).where(documentWhere(target)).limit(1);
  return row;
}
