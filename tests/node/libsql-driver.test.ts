import { createClient } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { findCallerByTokenHash } from "#db/auth/find-caller";
import { countIpFailuresSince, countLoginFailuresSince, insertLoginAttempt, reservePasswordAttempt } from "#db/auth/login-attempts";
import { consumePasswordResetToken, insertPasswordResetToken, insertPasswordResetTokenWithinCap } from "#db/auth/password-reset-tokens";
import { insertSession, revokeSession } from "#db/auth/sessions";
import { insertActivityLog } from "#db/activity-logs/insert-activity-log";
import { insertCompany, newCompanyIdRef } from "#db/companies/insert-company";
import type { Database } from "#db/client";
import { createLibsqlDatabase } from "#db/client-libsql";
import { migrateLibsql } from "#db/migrate-libsql";
import { recordOutboxMessage } from "#db/outbox/record-outbox-message";
import { buildDemoSeedSql } from "#db/seed/build-demo-seed";
import { listSpaces } from "#db/spaces/list-spaces";
import { findUserByEmail } from "#db/users/find-user-by-email";
import { listUserAccess } from "#db/users/list-user-access";
import { uniqueViolationColumns } from "#db/unique-violation";
import { companyStillEditable, updateCompany } from "#db/companies/update-company";
import { getCompany } from "#db/companies/get-company";
import { isWriteGuardRefusal, writeGuard } from "#db/sql/write-guard";

// The production driver (libSQL, as Turso runs it) on an embedded file: the same migrations and the
// same data-access functions as D1, proven on every run.

let db: Database;
let url: string;

beforeAll(async () => {
  url = `file:${join(mkdtempSync(join(tmpdir(), "libsql-")), "test.db")}`;
  await migrateLibsql(url);
  await migrateLibsql(url); // a second run applies nothing and fails nothing
  const client = createClient({ url });
  await client.executeMultiple(await buildDemoSeedSql(Date.now()));
  client.close();
  db = createLibsqlDatabase(url);
});

describe("libSQL driver", () => {
  it("created every table of the schema, with its CHECK constraints", async () => {
    const client = createClient({ url });
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'");
    const names = tables.rows.map((row) => String(row.name));
    for (const table of ["spaces", "users", "workers", "orders", "companies", "dpae_declarations", "notifications", "communes"]) {
      expect(names).toContain(table);
    }
    await expect(client.execute("INSERT INTO user_permissions (user_id, permission) VALUES (1, 'superuser')")).rejects.toThrow(/CHECK/i);
    client.close();
  });

  it("reads users, permissions and spaces with the data-access functions", async () => {
    const owner = await findUserByEmail(db, "OWNER@demo.interim.test");
    expect(owner?.first_name).toBe("Camille");
    const access = await listUserAccess(db, owner!.id);
    expect(access).toEqual({ permissions: ["app-admin"], spaceIds: [1, 2] });

    const page = await listSpaces(db, { visibleSpaceIds: [2], deleted: false, page: 1, perPage: 10 });
    expect(page.total).toBe(1);
    expect(page.rows[0]?.name).toBe("Intérim Lille Centre");
  });

  it("opens, resolves and revokes a session in a batch, with the activity log", async () => {
    const user = await findUserByEmail(db, "agent.lyon@demo.interim.test");
    await db.batch([
      insertSession(db, {
        tokenHash: "hash-1",
        userId: user!.id,
        expiresAt: new Date(Date.now() + 60_000),
        userAgent: null,
        at: new Date(),
      }),
      insertActivityLog(db, {
        spaceId: null,
        userId: user!.id,
        title: "Sign-in",
        type: "login",
        schema: "sessions",
        method: "POST",
        path: "/v1/auth/login",
        routePath: "/login",
        at: new Date(),
      }),
    ]);
    expect((await findCallerByTokenHash(db, "hash-1", new Date()))?.email).toBe("agent.lyon@demo.interim.test");
    await revokeSession(db, "hash-1", new Date());
    expect(await findCallerByTokenHash(db, "hash-1", new Date())).toBeUndefined();
  });

  it("logs a creation under the new row's id in the same batch, and names the column a unique index refused", async () => {
    const company = {
      space_id: 1,
      name: "Scierie Vidal",
      trade_name: "Vidal",
      address: "1 route du Bois",
      zipcode: "69003",
      city: "Lyon",
      association_code: "LIBSQL",
    };
    const entry = {
      spaceId: 1,
      userId: null,
      title: "Company created",
      type: "create",
      schema: "companies",
      method: "POST",
      path: "/v1/companies",
      routePath: null,
      at: new Date(),
    } as const;
    const [inserted, logged] = await db.batch([
      insertCompany(db, company, entry.at),
      insertActivityLog(db, { ...entry, subjectId: newCompanyIdRef() }).returning(),
    ]);
    expect(logged[0]?.subject_id).toBe(String(inserted[0]!.id));

    // libSQL words the error its own way; the same association code is still recognised.
    const twin = await db.batch([insertCompany(db, { ...company, name: "Autre" }, new Date())]).catch((error: unknown) => error);
    expect(uniqueViolationColumns(twin, "companies")).toEqual(["association_code"]);
    expect(uniqueViolationColumns(twin, "workers")).toEqual([]);
  });

  it("counts failures, spends reset tokens once and records outbox messages once", async () => {
    await insertLoginAttempt(db, "x@test", false, new Date());
    expect((await countLoginFailuresSince(db, "x@test", new Date(Date.now() - 1000))).count).toBe(1);

    await insertPasswordResetToken(db, "reset-1", 1, new Date(Date.now() + 60_000), new Date());
    expect(await consumePasswordResetToken(db, "reset-1", new Date())).toBe(1);
    expect(await consumePasswordResetToken(db, "reset-1", new Date())).toBeUndefined();

    // The conditional inserts of the throttles (decision 0011) are plain SQLite, libSQL's too.
    const limits = { since: new Date(Date.now() - 60_000), maxPerEmail: 2, maxPerIp: 5 };
    const attempt = { email: "y@test", ip: "192.0.2.1", at: new Date() };
    expect(await reservePasswordAttempt(db, attempt, limits)).toBe(true);
    expect(await reservePasswordAttempt(db, attempt, limits)).toBe(true);
    expect(await reservePasswordAttempt(db, attempt, limits)).toBe(false);
    expect((await countIpFailuresSince(db, "192.0.2.1", limits.since)).count).toBe(2);
    const cap = { since: new Date(Date.now() - 60_000), max: 2 }; // reset-1 above is the first
    const link = { userId: 1, expiresAt: new Date(Date.now() + 60_000) };
    expect(await insertPasswordResetTokenWithinCap(db, { ...link, tokenHash: "capped-1" }, cap, new Date())).toHaveLength(1);
    expect(await insertPasswordResetTokenWithinCap(db, { ...link, tokenHash: "capped-2" }, cap, new Date())).toHaveLength(0);

    const message = { channel: "email" as const, idempotencyKey: "k1", recipient: "a@b.test", subject: "s", body: "b" };
    expect(await recordOutboxMessage(db, message, new Date())).toBe(true);
    expect(await recordOutboxMessage(db, message, new Date())).toBe(false);
  });

  it("refuses a whole edit whose write guard no longer holds, and moves a version strictly forward (decision 0013)", async () => {
    const company = { space_id: 1, name: "Garage Morel", trade_name: "Morel", address: "2 rue Neuve", zipcode: "69003", city: "Lyon" };
    // One instant for the creation and the edit: the version still moves forward.
    const now = new Date();
    const [[created]] = await db.batch([insertCompany(db, company, now)]);
    const loaded = (await getCompany(db, created!.id))!;
    const version = loaded.updated_at.getTime();

    await db.batch([
      writeGuard(db, companyStillEditable({ id: loaded.id, version }, {})),
      updateCompany(db, loaded.id, { trade_name: "Morel Auto" }, now),
    ]);
    const edited = (await getCompany(db, loaded.id))!;
    expect(edited.updated_at.getTime()).toBeGreaterThan(version);

    // The same version again is stale: the guard fails the batch and nothing of it is written.
    const stale = await db
      .batch([
        writeGuard(db, companyStillEditable({ id: loaded.id, version }, {})),
        updateCompany(db, loaded.id, { trade_name: "Perdu" }, now),
      ])
      .catch((error: unknown) => error);
    expect(isWriteGuardRefusal(stale)).toBe(true);
    expect((await getCompany(db, loaded.id))!.trade_name).toBe("Morel Auto");
  });
});
