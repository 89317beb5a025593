import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { spaces } from "../schema/spaces";

/** The live space a public registration link names (spec 001 §2), or undefined: a deleted agency takes no one. */
export async function findSpaceByUrl(db: Database, url: string) {
  const [space] = await db
    .select({
      id: spaces.id,
      url: spaces.url,
      name: spaces.name,
      city: spaces.city,
      ocr_enabled: spaces.ocr_enabled,
      registration_employer_step: spaces.registration_employer_step,
    })
    .from(spaces)
    .where(and(eq(spaces.url, url), isNull(spaces.deleted_at)))
    .limit(1);
  return space;
}
