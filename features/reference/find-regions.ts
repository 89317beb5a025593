import { listRegions } from "#db/reference/list-regions";
import type { OperationContext } from "../operation-context";

/** Regions by code, and the overseas collectivities listed beside them. */
export async function findRegions(context: Pick<OperationContext, "db">) {
  return listRegions(context.db);
}
