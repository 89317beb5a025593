import { listEmergencyContacts as selectEmergencyContacts } from "#db/workers/worker-emergency-contacts";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/** A worker's emergency contacts (spec 000 §3). */
export async function listEmergencyContacts(context: Pick<OperationContext, "db" | "caller">, workerId: number) {
  const scope = await workerScope(context, workerId);
  return selectEmergencyContacts(context.db, scope.spaceId, scope.workerId);
}
