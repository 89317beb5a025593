import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../client";
import { spaces } from "../schema/spaces";

export async function getSpace(db: Database, id: number) {
  const [space] = await db.select().from(spaces).where(eq(spaces.id, id)).limit(1);
  return space;
}

/** Spec §5: association_code is unique across spaces (deleted ones included: it may come back). */
export async function isAssociationCodeTaken(db: Database, code: string, exceptSpaceId?: number) {
  const condition =
    exceptSpaceId === undefined ? eq(spaces.association_code, code) : and(eq(spaces.association_code, code), ne(spaces.id, exceptSpaceId));
  const [row] = await db.select({ id: spaces.id }).from(spaces).where(condition).limit(1);
  return row !== undefined;
}

export async function isSpaceUrlTaken(db: Database, url: string, exceptSpaceId?: number) {
  const condition = exceptSpaceId === undefined ? eq(spaces.url, url) : and(eq(spaces.url, url), ne(spaces.id, exceptSpaceId));
  const [row] = await db.select({ id: spaces.id }).from(spaces).where(condition).limit(1);
  return row !== undefined;
}
