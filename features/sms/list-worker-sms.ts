import { listWorkerSms as listRows } from "#db/sms/list-worker-sms";
import type { OperationContext } from "../operation-context";
import { workerScope } from "../workers/worker-scope";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** GET /v1/workers/{id}/sms: every SMS of the worker file with its status, newest first, one page; 404 outside the caller's spaces. */
export async function listWorkerSms(
  context: Pick<OperationContext, "db" | "caller">,
  input: { workerId: number; page: number; perPage: number },
) {
  const scope = await workerScope(context, input.workerId);
  const { rows, total } = await listRows(context.db, { spaceId: scope.spaceId, workerId: scope.workerId }, input.page, input.perPage);
  return {
    total,
    items: rows.map((row) => ({
      ...row,
      encoding: row.encoding === "gsm7" ? ("GSM-7" as const) : ("UCS-2" as const),
      send_at: iso(row.send_at),
      reminder_at: iso(row.reminder_at),
      sent_at: iso(row.sent_at),
      delivered_at: iso(row.delivered_at),
      created_at: row.created_at.toISOString(),
    })),
  };
}
