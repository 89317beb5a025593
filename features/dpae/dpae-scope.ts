import { getDpaeDeclaration, listDpaeReturns } from "#db/dpae/get-dpae-declaration";
import { loadOr404 } from "../access/load-or-404";
import type { OperationContext } from "../operation-context";
import { toDpaeDetail } from "./dpae-view";

/** A declaration of the caller's spaces, else 404 (another agency's declarations do not exist). */
export function dpaeOr404(context: Pick<OperationContext, "db" | "caller">, id: number) {
  return loadOr404(context.caller, () => getDpaeDeclaration(context.db, id));
}

/** The declaration with every return received, as GET /v1/dpae/{id} answers it. */
export async function dpaeDetailOf(context: Pick<OperationContext, "db" | "caller">, id: number) {
  const row = await dpaeOr404(context, id);
  return toDpaeDetail(row, await listDpaeReturns(context.db, id));
}
