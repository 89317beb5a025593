import { listWorkerMissions as selectWorkerMissions } from "#db/workers/worker-missions";
import { workedMinutesOf } from "#domain/timesheets/timesheet-day";
import type { WorkerMission } from "#domain/workers/worker-mission-schemas";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/**
 * The worker file's Missions tab: every place the worker held in their space (current, upcoming, past,
 * and those they left), with the client and the minutes entered in its timesheets.
 */
export async function listWorkerMissions(context: Pick<OperationContext, "db" | "caller">, workerId: number): Promise<WorkerMission[]> {
  const scope = await workerScope(context, workerId);
  const { missions, timesheets } = await selectWorkerMissions(context.db, scope.spaceId, scope.workerId);
  const workedByPlace = new Map<number, number>();
  for (const sheet of timesheets) {
    const worked = sheet.days.reduce((sum, day) => sum + workedMinutesOf(day), 0);
    workedByPlace.set(sheet.order_worker_id, (workedByPlace.get(sheet.order_worker_id) ?? 0) + worked);
  }
  return missions.map((mission) => ({
    order_id: mission.order_id,
    order_number: mission.order_number,
    order_status: mission.order_status,
    company: { id: mission.company_id, name: mission.company_name },
    position_title: mission.position_title,
    status: mission.status as WorkerMission["status"],
    starts_at: mission.starts_at === null ? null : new Date(mission.starts_at).toISOString(),
    ends_at: mission.ends_at === null ? null : new Date(mission.ends_at).toISOString(),
    worked_minutes: workedByPlace.get(mission.order_worker_id) ?? null,
  }));
}
