import { getCompetenceCheck as selectCompetenceCheck } from "#db/competence-checks/get-competence-check";
import { loadOr404 } from "../access/load-or-404";
import type { OperationContext } from "../operation-context";

/** One competence check; another space's check is 404 (spec 000 §6). */
export async function getCompetenceCheck(context: Pick<OperationContext, "db" | "caller">, id: number) {
  return loadOr404(context.caller, () => selectCompetenceCheck(context.db, id));
}
