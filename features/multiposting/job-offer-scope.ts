import { getJobOfferFile, getJobOfferRow } from "#db/job-offers/get-job-offer";
import { loadOr404 } from "../access/load-or-404";
import type { OperationContext } from "../operation-context";

/** An offer of the caller's spaces, else 404 (never 403: another agency's offers do not exist). */
export function jobOfferOr404(context: Pick<OperationContext, "db" | "caller">, id: number) {
  return loadOr404(context.caller, () => getJobOfferRow(context.db, id));
}

/** The offer as its file shows it, of the caller's spaces, else 404. */
export function jobOfferFileOr404(context: Pick<OperationContext, "db" | "caller">, id: number) {
  return loadOr404(context.caller, () => getJobOfferFile(context.db, id));
}
