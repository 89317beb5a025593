import type { DpaeDetail } from "#domain/dpae/dpae-schemas";
import type { OperationContext } from "../operation-context";
import { dpaeDetailOf, dpaeOr404 } from "./dpae-scope";

/** GET /v1/dpae/{id}: status, returns and error; 404 outside the caller's spaces. */
export function getDpae(context: OperationContext, id: number): Promise<DpaeDetail> {
  return dpaeDetailOf(context, id);
}

/** GET /v1/dpae/{id}/xml: the FR_DUE_Upload as sent (or as it will be, while pending). */
export async function getDpaeXml(context: OperationContext, id: number): Promise<string> {
  const row = await dpaeOr404(context, id);
  return row.sent_xml ?? "";
}
