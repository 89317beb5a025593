import { getContractSignature } from "#db/contracts/signature-state";
import { contractFileName } from "#domain/contracts/contract-document";
import { formatContractNumber } from "#domain/contracts/contract-schemas";
import type { ContractAudience } from "#domain/enums/contract";
import { AppError } from "#domain/errors/app-error";
import type { OperationContext } from "#features/operation-context";
import { contractOr404 } from "../get-contract";

/**
 * GET /v1/contracts/{id}/pdf?audience=&signed=1: the signed copy the provider gave back, as kept in the
 * bucket. Before every signer signed there is none: 404 naming why.
 */
export async function getSignedContractPdf(
  context: Pick<OperationContext, "db" | "caller" | "bindings">,
  id: number,
  audience: ContractAudience,
) {
  const contract = await contractOr404(context, id);
  const signature = await getContractSignature(context.db, contract.id);
  const key = audience === "client" ? signature?.signed_client_key : signature?.signed_worker_key;
  const object = key ? await context.bindings.FILES.get(key) : null;
  if (!object) throw new AppError("not_found", "The contracts are not signed yet");
  const number = formatContractNumber(contract.year, contract.number);
  return {
    bytes: new Uint8Array(await object.arrayBuffer()),
    fileName: contractFileName(number, audience).replace(/\.pdf$/, "-signe.pdf"),
  };
}
