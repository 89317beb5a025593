import type { DpaeFactRows } from "#db/dpae/find-dpae-facts";
import type { DpaeDeclarationValues } from "#db/dpae/insert-dpae-declaration";
import { buildDpaeXml } from "#domain/dpae/build-dpae-xml";
import { checkDpae } from "#domain/dpae/dpae-checks";
import { AppError } from "#domain/errors/app-error";
import type { OperationContext } from "../operation-context";

/**
 * The declaration of a worker on an order, checked (spec §8's DPAE list: one 422 naming every failing
 * field) and written as the XML that will be sent. The test indicator is set everywhere but production.
 */
export function buildDpaeValues(
  context: Pick<OperationContext, "now" | "config" | "caller">,
  facts: DpaeFactRows & { worker: NonNullable<DpaeFactRows["worker"]> },
): DpaeDeclarationValues {
  const { order, worker } = facts;
  const result = checkDpae(
    {
      employer: {
        siret: order.space.siret,
        name: order.space.name,
        apeCode: order.space.ape_code,
        urssafCode: order.space.urssaf_code,
        healthServiceCode: order.space.health_service_code,
        street: order.space.address,
        postalCode: order.space.zipcode,
        town: order.space.city,
        phone: order.space.phone,
      },
      employee: {
        lastName: worker.last_name,
        firstName: worker.first_name,
        sex: worker.sex,
        nir: worker.nir,
        birthDate: worker.birth_date,
        birthTown: worker.birth_city,
        birthDepartment: worker.birth_department,
        birthCountry: worker.birth_country,
      },
      contract: { contractType: order.contract_type, startsAt: order.starts_at, endsAt: order.ends_at },
    },
    { test: context.config.ENVIRONMENT !== "production", now: context.now },
  );
  if (!result.ok) throw new AppError("validation_failed", "Invalid input", { fields: result.fields });
  const { declaration } = result;
  return {
    space_id: order.space_id,
    order_id: order.id,
    worker_id: worker.id,
    user_id: context.caller.id,
    contract_nature: declaration.contract.nature,
    hired_at: order.starts_at!,
    hire_date: declaration.contract.startDate,
    employer_siret: declaration.employer.siret,
    contract_end_date: declaration.contract.endDate,
    test: declaration.test,
    sent_xml: buildDpaeXml(declaration),
  };
}
