import { getContractRow } from "#db/contracts/get-contract";
import type { Contract, ContractDetail } from "#domain/contracts/contract-schemas";
import { parisToday } from "#domain/dates/paris-day";
import { loadOr404 } from "../access/load-or-404";
import type { OperationContext } from "../operation-context";
import { listContractAmendments } from "./contract-amendments";
import { toContract } from "./contract-view";

/** A contract of the caller's spaces, else 404 (another agency's contracts do not exist). */
export function contractOr404(context: Pick<OperationContext, "db" | "caller">, id: number) {
  return loadOr404(context.caller, () => getContractRow(context.db, id));
}

/** GET /v1/contracts/{id}: the contracts and their amendments (decision 0055). */
export async function getContractDetail(context: Pick<OperationContext, "db" | "caller" | "now">, id: number): Promise<ContractDetail> {
  const contract = await getContract(context, id);
  return { ...contract, amendments: await listContractAmendments(context, contract.id, contract.number) };
}

/** A contract as every /v1 answer but the detail shows it. */
export async function getContract(context: Pick<OperationContext, "db" | "caller" | "now">, id: number): Promise<Contract> {
  return toContract(await contractOr404(context, id), parisToday(context.now));
}
