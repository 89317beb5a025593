import { dpaeIdByKey, dpaeInsertedAt, findDpaeIdByKey, insertDpaeDeclaration } from "#db/dpae/insert-dpae-declaration";
import type { DpaeCreateInput, DpaeDetail } from "#domain/dpae/dpae-schemas";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { DpaeSubmitJob } from "#features/dpae/submit-dpae-job";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { buildDpaeValues } from "./build-dpae-values";
import { dpaeDetailOf } from "./dpae-scope";
import { loadDpaeFacts } from "./load-dpae-facts";

/**
 * POST /v1/dpae: declares a worker accepted on an order. Every check first (422 naming
 * each field); then one declaration per worker, employer SIRET and day of hire: a second call, or two at
 * once, answers the one that exists (`created: false`) and never makes another. A pending declaration is
 * put on the queue again, so a call retried after a lost enqueue loses nothing (the claim keeps it to
 * one deposit).
 */
export async function prepareDpae(
  context: OperationContext,
  input: DpaeCreateInput,
): Promise<{ created: boolean; declaration: DpaeDetail }> {
  const facts = await loadDpaeFacts(context, { orderId: input.order_id, workerId: input.worker_id });
  const values = buildDpaeValues(context, facts);
  const key = { worker_id: values.worker_id, employer_siret: values.employer_siret, hire_date: values.hire_date };
  const [inserted] = await context.db.batch([
    insertDpaeDeclaration(context.db, values, context.now),
    activityLogIf(
      context,
      {
        title: "DPAE prepared",
        type: "create",
        schema: "dpae_declarations",
        subjectId: dpaeIdByKey(key),
        spaceId: values.space_id,
        changes: { order_id: values.order_id, worker_id: values.worker_id, hire_date: values.hire_date, test: values.test },
      },
      dpaeInsertedAt(key, context.now),
    ),
  ]);
  const id = inserted[0]?.id ?? (await findDpaeIdByKey(context.db, key))!;
  const declaration = await dpaeDetailOf(context, id);
  if (declaration.status === "pending") await enqueueJob(context.bindings.JOBS, DpaeSubmitJob, { dpae_id: id });
  return { created: inserted.length > 0, declaration };
}
