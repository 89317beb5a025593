import type { z } from "zod";
import { findWorkerSpaceId } from "#db/competence-checks/find-worker-space";
import { listCompetenceChecks as selectCompetenceChecks } from "#db/competence-checks/list-competence-checks";
import type { ListCompetenceChecksQuerySchema } from "#domain/companies/competence-check-schemas";
import { loadOr404 } from "../access/load-or-404";
import { resolveSpaceId } from "../access/resolve-space";
import { getCompany } from "../companies/get-company";
import type { OperationContext } from "../operation-context";

/**
 * One page of checks, newest call first: a company's (company_id), a worker's (worker_id), or else one
 * space's (`resolveSpaceId`). A company or worker of another space is 404, as any resource there.
 */
export async function listCompetenceChecks(
  context: Pick<OperationContext, "db" | "caller">,
  query: z.infer<typeof ListCompetenceChecksQuerySchema>,
) {
  const { db, caller } = context;
  const company = query.company_id === undefined ? undefined : await getCompany(context, query.company_id);
  const worker =
    query.worker_id === undefined
      ? undefined
      : await loadOr404(caller, async () => {
          const spaceId = await findWorkerSpaceId(db, query.worker_id!);
          return spaceId === undefined ? undefined : { space_id: spaceId };
        });
  const spaceId = company?.space_id ?? worker?.space_id ?? (await resolveSpaceId(context, query.space_id, "query.space_id"));
  return selectCompetenceChecks(db, {
    spaceId,
    companyId: query.company_id,
    workerId: query.worker_id,
    page: query.page,
    perPage: query.per_page,
  });
}
