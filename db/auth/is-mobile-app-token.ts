import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { apiTokens } from "../schema/auth";

/** Whether the API token with this hash was issued to a mobile app (decision 0022). */
export async function isMobileAppToken(db: Database, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(and(eq(apiTokens.token_hash, tokenHash), eq(apiTokens.mobile_app, true)))
    .limit(1);
  return row !== undefined;
}
