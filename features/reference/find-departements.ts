import { listDepartements } from "#db/reference/list-departements";
import type { OperationContext } from "../operation-context";

/** Départements by code, those of one region when it is given. */
export async function findDepartements(context: Pick<OperationContext, "db">, input: { regionCode: string | undefined }) {
  return listDepartements(context.db, { regionCode: input.regionCode });
}
