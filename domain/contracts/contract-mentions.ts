import type { FieldError } from "../errors/app-error";
import type { ProtectiveEquipmentSupplier } from "../enums/contract";
import type { AppealReason } from "../enums/order";

// The mentions a temporary-work placement's two contracts must carry (Code du travail L1251-42 and
// L1251-43 for the contrat de mise à disposition with the client, L1251-16 and L1251-17 for the contrat
// de mission with the worker). Each mention is read from one field of the order, its position, the space
// or the worker; docs/contracts.md maps every one. A mention the law writes the same for everyone (the
// end-of-mission and paid-leave allowances, that the client may hire the worker, the flexibility of the
// end date) is written by the contract itself. What is missing is refused all at once, before anything is
// produced, like the DPAE checks: one 422 naming every field.

export const CONTRACT_MESSAGES = {
  contract_type_not_temporary_work: "Only a temporary-work order has mission contracts",
  contract_agency_name_empty: "Empty agency name",
  contract_agency_siret_empty: "Empty agency SIRET",
  contract_agency_address_empty: "Empty agency address",
  contract_financial_guarantor_empty: "Empty financial guarantor",
  contract_financial_guarantor_address_empty: "Empty financial guarantor address",
  contract_pension_fund_empty: "Empty pension fund",
  contract_provident_fund_empty: "Empty provident scheme",
  contract_client_address_empty: "Empty client address",
  contract_recourse_reason_empty: "Empty reason for recourse",
  contract_recourse_justification_empty: "Empty justification of the reason for recourse",
  contract_replaced_person_empty: "Empty person replaced",
  contract_period_empty: "Empty mission dates",
  contract_position_empty: "Empty position",
  contract_qualification_empty: "Empty required qualification",
  contract_workplace_empty: "Empty place of work",
  contract_schedules_empty: "Empty working hours",
  contract_risky_job_unknown: "Unknown whether the job is on the list of risky jobs",
  contract_protective_equipment_empty: "Empty protective equipment",
  contract_protective_equipment_supplier_empty: "Empty protective equipment supplier",
  contract_hourly_rate_empty: "Empty pay",
  contract_trial_period_empty: "Empty trial period",
  contract_worker_name_empty: "Empty worker name",
} as const;

export type ContractRefusalCode = keyof typeof CONTRACT_MESSAGES;

/** What the two contracts are written from, as loaded: every value may be missing. */
export interface ContractFacts {
  agency: {
    name: string | null;
    siret: string | null;
    address: string | null;
    zipcode: string | null;
    city: string | null;
    financialGuarantorName: string | null;
    financialGuarantorAddress: string | null;
    pensionFund: string | null;
    providentFund: string | null;
  };
  client: { name: string; address: string | null; zipcode: string | null; city: string | null };
  order: {
    contractType: string;
    appealReason: AppealReason | null;
    recourseJustification: string | null;
    replacedPerson: string | null;
    startsAt: Date | null;
    endsAt: Date | null;
    schedules: string | null;
    weeklyDuration: number | null;
    hourlyRate: number | null;
    trialPeriodDays: number | null;
  };
  /** Null when the order names no position. */
  position: {
    title: string;
    qualification: string | null;
    placeAddress: string | null;
    placeZipcode: string | null;
    placeCity: string | null;
    riskyJob: boolean | null;
    protectiveEquipment: string | null;
    protectiveEquipmentSupplier: ProtectiveEquipmentSupplier | null;
  } | null;
  worker: { firstName: string | null; lastName: string | null };
}

/** A replacement's reasons (L1251-6 1°): the contract names the person replaced (L1251-43 1°). */
export function isReplacementReason(reason: AppealReason | null): boolean {
  return reason?.startsWith("replacement_") ?? false;
}

function present(value: string | null | undefined): boolean {
  return Boolean(value?.trim());
}

/** Where the work is done: the position's place when it has one, else the client's address. */
export function workplaceOf(facts: Pick<ContractFacts, "client" | "position">) {
  const position = facts.position;
  if (position && present(position.placeAddress)) {
    return { address: position.placeAddress, zipcode: position.placeZipcode, city: position.placeCity };
  }
  return { address: facts.client.address, zipcode: facts.client.zipcode, city: facts.client.city };
}

/**
 * Every mandatory mention at once: an empty list when both contracts can be written, else one refused
 * field per missing mention, named by where staff fill it in (`order.…`, `position.…`, `space.…`,
 * `worker.…`).
 */
export function missingContractMentions(facts: ContractFacts): FieldError[] {
  const fields: FieldError[] = [];
  const refuse = (field: string, code: ContractRefusalCode) => fields.push({ field, reason: code, message: CONTRACT_MESSAGES[code] });
  const { agency, order, position, worker } = facts;

  if (order.contractType !== "temporary_work") refuse("order.contract_type", "contract_type_not_temporary_work");

  // The agency, employer of the worker, and its financial guarantor (L1251-16 and L1251-43, last mention; L1251-49).
  if (!present(agency.name)) refuse("space.name", "contract_agency_name_empty");
  if (!present(agency.siret)) refuse("space.siret", "contract_agency_siret_empty");
  if (!present(agency.address) || !present(agency.city)) refuse("space.address", "contract_agency_address_empty");
  if (!present(agency.financialGuarantorName)) refuse("space.financial_guarantor_name", "contract_financial_guarantor_empty");
  if (!present(agency.financialGuarantorAddress)) {
    refuse("space.financial_guarantor_address", "contract_financial_guarantor_address_empty");
  }
  // L1251-16 5°: the supplementary pension fund and the provident scheme.
  if (!present(agency.pensionFund)) refuse("space.pension_fund", "contract_pension_fund_empty");
  if (!present(agency.providentFund)) refuse("space.provident_fund", "contract_provident_fund_empty");

  // L1251-43 1°: the reason for recourse with what justifies it, and for a replacement the person replaced.
  if (!order.appealReason) refuse("order.appeal_reason", "contract_recourse_reason_empty");
  if (!present(order.recourseJustification)) refuse("order.recourse_justification", "contract_recourse_justification_empty");
  if (isReplacementReason(order.appealReason) && !present(order.replacedPerson)) {
    refuse("order.replaced_person", "contract_replaced_person_empty");
  }
  // L1251-43 2°: the end of the mission (and its start, from which the two days run).
  if (!order.startsAt || !order.endsAt) refuse("order.periods", "contract_period_empty");

  // L1251-43 4°: the job, its qualification, its place, its hours, and whether it is on the risky-jobs list.
  if (!position) refuse("order.position_id", "contract_position_empty");
  else {
    if (!present(position.qualification)) refuse("position.qualification", "contract_qualification_empty");
    if (position.riskyJob === null) refuse("position.risky_job", "contract_risky_job_unknown");
    // L1251-43 5°: the protective equipment, and whether the agency supplies it.
    if (!present(position.protectiveEquipment)) refuse("position.protective_equipment", "contract_protective_equipment_empty");
    if (!position.protectiveEquipmentSupplier) {
      refuse("position.protective_equipment_supplier", "contract_protective_equipment_supplier_empty");
    }
  }
  const workplace = workplaceOf(facts);
  if (!present(workplace.address) || !present(workplace.city)) refuse("position.place_address", "contract_workplace_empty");
  if (!present(order.schedules)) refuse("order.schedules", "contract_schedules_empty");

  // L1251-43 6° and L1251-16 3°: the pay (the allowances are 10 % each, written from it).
  if (order.hourlyRate === null || order.hourlyRate <= 0) refuse("order.hourly_rate", "contract_hourly_rate_empty");
  // L1251-16 4°: the trial period, in days (0: none).
  if (order.trialPeriodDays === null) refuse("order.trial_period_days", "contract_trial_period_empty");

  if (!present(worker.firstName) || !present(worker.lastName)) refuse("worker.last_name", "contract_worker_name_empty");
  return fields;
}

/** L1251-19 and L1251-32: the end-of-mission allowance and the paid-leave allowance, 10 % each. */
export const END_OF_MISSION_ALLOWANCE_RATE = 0.1;
export const PAID_LEAVE_ALLOWANCE_RATE = 0.1;

/** The hourly pay with both allowances, as the worker's copy spells it out (rounded to the cent). */
export function payBreakdown(hourlyRate: number) {
  const cents = (value: number) => Math.round(value * 100) / 100;
  const endOfMission = cents(hourlyRate * END_OF_MISSION_ALLOWANCE_RATE);
  // The paid-leave allowance is 10 % of the whole pay, end-of-mission allowance included.
  const paidLeave = cents((hourlyRate + endOfMission) * PAID_LEAVE_ALLOWANCE_RATE);
  return { hourlyRate: cents(hourlyRate), endOfMission, paidLeave, total: cents(hourlyRate + endOfMission + paidLeave) };
}
