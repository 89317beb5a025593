import type { Database } from "#db/client";
import { listWorkerSms as listRows } from "#db/sms/list-worker-sms";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** GET /v1/workers/{id}/sms: every SMS of the worker file with its status, newest first, one page. */
export async function listWorkerSms(
  context: { db: Database },
  input: { spaceId: number; workerId: number; page: number; perPage: number },
) {
  const { rows, total } = await listRows(context.db, { spaceId: input.spaceId, workerId: input.workerId }, input.page, input.perPage);
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
