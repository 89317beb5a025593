import { z } from "zod";
import { ORDER_STATUSES } from "../enums/order";

/** The statuses of a place a worker held: still held, given to another, or left by the worker. */
export const WORKER_MISSION_STATUSES = ["accepted", "replaced", "abandoned"] as const;

/** One placement on the worker file's Missions tab: the order, its client, its dates, the hours entered. */
export const WorkerMissionSchema = z.object({
  order_id: z.number().int(),
  order_number: z.number().int(),
  order_status: z.enum(ORDER_STATUSES),
  company: z.object({ id: z.number().int(), name: z.string() }),
  position_title: z.string().nullable(),
  status: z.enum(WORKER_MISSION_STATUSES),
  /** The period the worker holds, else the whole order's (ISO). */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Minutes worked in the placement's timesheets, whatever their status (null: no timesheet yet). */
  worked_minutes: z.number().int().nullable(),
});
export type WorkerMission = z.infer<typeof WorkerMissionSchema>;

/** The tab's answer: upcoming and current placements first, then past ones, newest first. */
export const WorkerMissionsSchema = z.object({ data: z.array(WorkerMissionSchema) });
