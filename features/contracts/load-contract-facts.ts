import type { ContractFactRows } from "#db/contracts/find-contract-facts";
import { findContractFacts } from "#db/contracts/find-contract-facts";
import { missingContractMentions, type ContractFacts } from "#domain/contracts/contract-mentions";
import { AppError, notFound } from "#domain/errors/app-error";
import { inCallerSpaces } from "../access/load-or-404";
import type { OperationContext } from "../operation-context";

/** The contracts' facts as the mentions check and the PDF read them. */
export function contractFactsOf({ order, worker }: ContractFactRows & { worker: NonNullable<ContractFactRows["worker"]> }): ContractFacts {
  const { space, company, position } = order;
  return {
    agency: {
      name: space.name,
      siret: space.siret,
      address: space.address,
      zipcode: space.zipcode,
      city: space.city,
      financialGuarantorName: space.financial_guarantor_name,
      financialGuarantorAddress: space.financial_guarantor_address,
      pensionFund: space.pension_fund,
      providentFund: space.provident_fund,
    },
    client: { name: company.name, address: company.address, zipcode: company.zipcode, city: company.city },
    order: {
      contractType: order.contract_type,
      appealReason: order.appeal_reason,
      recourseJustification: order.recourse_justification,
      replacedPerson: order.replaced_person,
      startsAt: order.starts_at,
      endsAt: order.ends_at,
      schedules: order.schedules,
      weeklyDuration: order.weekly_duration,
      hourlyRate: order.hourly_rate,
      trialPeriodDays: order.trial_period_days,
    },
    position:
      order.position_id === null || !position
        ? null
        : {
            title: position.title,
            qualification: position.qualification,
            placeAddress: position.place_address,
            placeZipcode: position.place_zipcode,
            placeCity: position.place_city,
            riskyJob: position.risky_job,
            protectiveEquipment: position.protective_equipment,
            protectiveEquipmentSupplier: position.protective_equipment_supplier,
          },
    worker: { firstName: worker.first_name, lastName: worker.last_name },
  };
}

/**
 * The placement of the caller's spaces (another space's order or worker: 404), held by the worker
 * (decision 0027: accepted, else 422 naming worker_id), with every mandatory mention present (else one
 * 422 naming each missing field, before anything is written).
 */
export async function loadContractFacts(context: Pick<OperationContext, "db" | "caller">, target: { orderId: number; workerId: number }) {
  const rows = await findContractFacts(context.db, target);
  const order = inCallerSpaces(context.caller, rows?.order);
  const worker = rows?.worker;
  if (!worker) throw notFound();
  if (worker.accepted_status !== "accepted") {
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field: "worker_id", reason: "not_accepted", message: "Worker is not accepted on the order" }],
    });
  }
  const facts = contractFactsOf({ order, worker });
  const missing = missingContractMentions(facts);
  if (missing.length > 0) throw new AppError("validation_failed", "Missing contract mentions", { fields: missing });
  return { order, worker, facts };
}
