import type { Database } from "#db/client";
import { findWorkerSpaceId } from "#db/competence-checks/find-worker-space";
import { fieldsRefused } from "../fields-refused";

/** The worker a check names belongs to the company's space (422 on worker_id otherwise). */
export async function assertWorkerInSpace(db: Database, workerId: number | null | undefined, spaceId: number) {
  if (workerId == null) return;
  if ((await findWorkerSpaceId(db, workerId)) !== spaceId) throw fieldsRefused([{ field: "worker_id", message: "worker_not_in_space" }]);
}
