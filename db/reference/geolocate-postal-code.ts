import { avg, eq } from "drizzle-orm";
import type { Database } from "../client";
import { communes } from "../schema/reference";

/**
 * Coordinates for a postal code: the centre of the communes it serves (a code can cover several).
 * Undefined when the code is unknown or the reference data is not loaded.
 */
export async function geolocatePostalCode(db: Database, postalCode: string) {
  const [row] = await db
    .select({ latitude: avg(communes.latitude), longitude: avg(communes.longitude) })
    .from(communes)
    .where(eq(communes.postal_code, postalCode));
  if (!row?.latitude || !row.longitude) return undefined;
  return { latitude: Number(row.latitude), longitude: Number(row.longitude) };
}
