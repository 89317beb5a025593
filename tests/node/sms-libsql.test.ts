import { createClient } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client";
import { createLibsqlDatabase } from "#db/client-libsql";
import { migrateLibsql } from "#db/migrate-libsql";
import { applyDeliveryReport } from "#db/sms/apply-delivery-report";
import { claimSmsMessage } from "#db/sms/claim-sms-message";
import { findSmsRecipients } from "#db/sms/find-sms-recipients";
import { insertSmsMessages } from "#db/sms/insert-sms-messages";
import { listWorkerSms } from "#db/sms/list-worker-sms";
import { markSmsSent } from "#db/sms/record-sms-outcome";

// The SMS data-access functions on libSQL (the production driver): their raw SQL (json_each, ->>,
// INSERT … SELECT … ON CONFLICT … RETURNING, UPDATE … RETURNING) must run there as on D1.

let db: Database;
let workerId: number;

beforeAll(async () => {
  const url = `file:${join(mkdtempSync(join(tmpdir(), "libsql-sms-")), "test.db")}`;
  await migrateLibsql(url);
  const client = createClient({ url });
  const now = Date.now();
  await client.execute({
    sql: "INSERT INTO spaces (id, name, sms_enabled, created_at, updated_at) VALUES (1, 'Lyon', 1, ?, ?)",
    args: [now, now],
  });
  const worker = await client.execute({
    sql: "INSERT INTO workers (space_id, first_name, last_name, mobile_phone_number, created_at, updated_at) VALUES (1, 'Sam', 'Martin', '+33650000001', ?, ?) RETURNING id",
    args: [now, now],
  });
  workerId = Number(worker.rows[0]!.id);
  await client.execute({ sql: "INSERT INTO sms_suppressions (space_id, phone, created_at) VALUES (1, '+33650000001', ?)", args: [now] });
  client.close();
  db = createLibsqlDatabase(url);
});

describe("SMS data access on libSQL", () => {
  it("finds recipients with their flag and suppression in one query", async () => {
    const [recipient] = await findSmsRecipients(db, [workerId, 999_999]);
    expect(recipient).toMatchObject({ id: workerId, space_id: 1, sms_enabled: true });
    expect(Number(recipient!.suppressed)).toBe(1);
  });

  it("inserts once per key, claims once, marks sent, applies a report once, lists newest first", async () => {
    const now = new Date();
    const row = {
      spaceId: 1,
      workerId,
      orderId: null,
      userId: null,
      toPhone: "+33650000001",
      body: "Bonjour",
      segments: 1,
      encoding: "gsm7" as const,
      status: "queued" as const,
      sendAt: null,
      reminderAt: null,
      idempotencyKey: "sms:libsql:1",
    };
    const first = await insertSmsMessages(db, [row], now);
    const again = await insertSmsMessages(db, [row], now);
    const id = first.get("sms:libsql:1")!.id;
    expect(first.get("sms:libsql:1")).toMatchObject({ created: true, status: "queued" });
    expect(again.get("sms:libsql:1")).toEqual({ id, status: "queued", created: false });

    expect(await claimSmsMessage(db, id, now)).toMatchObject({ id, to_phone: "+33650000001", body: "Bonjour" });
    expect(await claimSmsMessage(db, id, now)).toBeUndefined();
    await markSmsSent(db, id, "ticket-1", now);
    expect(
      await applyDeliveryReport(db, { providerMessageId: "ticket-1", idempotencyKey: null, delivered: true, reason: null, at: now }),
    ).toBe(true);
    expect(
      await applyDeliveryReport(db, { providerMessageId: "ticket-1", idempotencyKey: null, delivered: false, reason: "x", at: now }),
    ).toBe(false);

    const { rows, total } = await listWorkerSms(db, { spaceId: 1, workerId }, 1, 10);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ id, status: "delivered", body: "Bonjour" });
  });
});
