import { createClient, type Client } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateLibsql } from "#db/migrate-libsql";
import { buildDemoSeedSql } from "#db/seed/build-demo-seed";
import { checkDpae } from "#domain/dpae/dpae-checks";

// The demo a newcomer meets on a fresh `npm start` can run the whole chain (decision 0045): the demo
// agencies hold what the DPAE, the SMS and the contracts need, and each has open orders, proposals
// waiting for answers and a placed worker whose DPAE was accepted. Applied to a migrated database, as
// `npm start` does (here on libSQL, the production driver), with every constraint and foreign key.

let client: Client;
const now = Date.UTC(2026, 10, 21, 9);

beforeAll(async () => {
  const url = `file:${join(mkdtempSync(join(tmpdir(), "demo-seed-")), "seed.db")}`;
  await migrateLibsql(url);
  client = createClient({ url });
  await client.execute("PRAGMA foreign_keys = ON");
  await client.executeMultiple(await buildDemoSeedSql(now));
});
afterAll(() => client.close());

async function rows<T>(sql: string, args: (string | number)[] = []) {
  return (await client.execute({ sql, args })).rows as unknown as T[];
}

describe("the demo agencies", () => {
  it("break no foreign key", async () => {
    expect(await rows("PRAGMA foreign_key_check")).toEqual([]);
  });

  it.each([1, 2])("space %i holds everything its employer part of a DPAE needs, and its contracts' guarantor", async (spaceId) => {
    const [space] = await rows<Record<string, string | null>>("SELECT * FROM spaces WHERE id = ?", [spaceId]);
    const [worker] = await rows<Record<string, string | null>>(
      "SELECT * FROM workers WHERE space_id = ? AND archived_at IS NULL AND under_18 = 0 ORDER BY id LIMIT 1",
      [spaceId],
    );
    const check = checkDpae(
      {
        employer: {
          siret: space!.siret!,
          name: space!.name!,
          apeCode: space!.ape_code!,
          urssafCode: space!.urssaf_code!,
          healthServiceCode: space!.health_service_code!,
          street: space!.address!,
          postalCode: space!.zipcode!,
          town: space!.city!,
          phone: space!.phone!,
        },
        employee: {
          lastName: worker!.last_name!,
          firstName: worker!.first_name!,
          sex: worker!.sex as "mister" | "misses",
          nir: worker!.nir!,
          birthDate: worker!.birth_date!,
          birthTown: worker!.birth_city!,
          birthDepartment: worker!.birth_department ?? null,
          birthCountry: worker!.birth_country ?? null,
        },
        contract: { contractType: "temporary_work", startsAt: new Date(now + 86_400_000), endsAt: new Date(now + 5 * 86_400_000) },
      },
      { test: true, now: new Date(now) },
    );
    expect(check.ok ? [] : check.fields).toEqual([]);
    expect(space).toMatchObject({ ape_code: "78.20Z", sms_enabled: 1 });
    expect(space!.financial_guarantor_name).toBeTruthy();
    expect(space!.financial_guarantor_address).toBeTruthy();
  });

  it.each([1, 2])("space %i has an open order to staff, proposals waiting, and a placement declared", async (spaceId) => {
    const orders = await rows<{ number: number; status: string; waiting: number; accepted: number; starts_at: number }>(
      `SELECT o.number, o.status, o.starts_at,
              (SELECT count(*) FROM order_workers w WHERE w.order_id = o.id AND w.status = 'waiting') AS waiting,
              (SELECT count(*) FROM order_workers w WHERE w.order_id = o.id AND w.status = 'accepted') AS accepted
       FROM orders o WHERE o.space_id = ? ORDER BY o.number`,
      [spaceId],
    );
    const open = orders.filter((order) => order.status === "pending" || order.status === "processing");
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(open.every((order) => order.starts_at > now)).toBe(true);
    expect(open.some((order) => order.waiting === 0 && order.accepted === 0)).toBe(true);
    expect(open.some((order) => order.waiting >= 2)).toBe(true);
    expect(orders.some((order) => order.status === "closed")).toBe(true);

    const declarations = await rows<{ status: string; sent_xml: string; returns: number; accepted: number }>(
      `SELECT d.status, d.sent_xml, (SELECT count(*) FROM dpae_returns r WHERE r.dpae_id = d.id) AS returns,
              (SELECT count(*) FROM order_workers w WHERE w.order_id = d.order_id AND w.worker_id = d.worker_id AND w.status = 'accepted') AS accepted
       FROM dpae_declarations d WHERE d.space_id = ?`,
      [spaceId],
    );
    expect(declarations).toEqual([expect.objectContaining({ status: "success", returns: 2, accepted: 1 })]);
    expect(declarations[0]!.sent_xml).toContain("<rxorg:FR_Organization.APE.Code>7820Z</rxorg:FR_Organization.APE.Code>");

    // Each proposal's SMS is in the worker's messages.
    const [unsent] = await rows<{ n: number }>(
      `SELECT count(*) AS n FROM order_workers w WHERE w.space_id = ? AND w.proposed_at IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM sms_messages s WHERE s.order_id = w.order_id AND s.worker_id = w.worker_id)`,
      [spaceId],
    );
    expect(unsent!.n).toBe(0);
  });

  it("numbers the orders of each space from 1, as the API's next number reads them", async () => {
    const numbers = await rows<{ space_id: number; numbers: string }>(
      "SELECT space_id, group_concat(number) AS numbers FROM (SELECT space_id, number FROM orders ORDER BY space_id, number) GROUP BY space_id",
    );
    expect(numbers).toEqual([
      { space_id: 1, numbers: "1,2,3,4" },
      { space_id: 2, numbers: "1,2,3,4" },
    ]);
  });
});
