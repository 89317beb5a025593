import type { z } from "zod";
import { searchCommunes } from "#db/reference/search-communes";
import type { CommuneSearchQuerySchema } from "#domain/reference/reference-schemas";
import type { OperationContext } from "../operation-context";

/** Communes by postal code (5 digits or the first 2 to 4) or by the start of their name, most populated first. */
export async function findCommunes(context: Pick<OperationContext, "db">, query: z.infer<typeof CommuneSearchQuerySchema>) {
  return query.postal_code !== undefined
    ? searchCommunes(context.db, { postalCode: query.postal_code, limit: query.limit })
    : searchCommunes(context.db, { namePrefix: query.q ?? "", limit: query.limit });
}
