import { hasPermission, type Permission } from "../auth/permissions";
import type { ContractType } from "../enums/order";

/**
 * Spec 000 §6: five order_template_* permissions let a user create orders of each contract type. The spec
 * names five for six types: training has none of its own and follows fixed-term work, the contract
 * closest to it (decision 0027). The owner holds every right.
 */
export const CONTRACT_TYPE_PERMISSION: Record<ContractType, Permission> = {
  temporary_work: "order_template_temporary_work",
  permanent: "order_template_permanent",
  fixed_term: "order_template_temporary",
  training: "order_template_temporary",
  individual_contractor: "order_template_individual_contractor_aggrements",
  subcontracting: "order_template_subcontracting",
};

export function mayCreateContract(held: readonly Permission[], contractType: ContractType): boolean {
  return hasPermission(held, CONTRACT_TYPE_PERMISSION[contractType]);
}
