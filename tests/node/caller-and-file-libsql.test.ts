import { createClient } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { findCallerByTokenHash } from "#db/auth/find-caller";
import { findCallerWithAccess } from "#db/auth/find-caller-with-access";
import { insertSession, revokeSession } from "#db/auth/sessions";
import type { Database } from "#db/client";
import { createLibsqlDatabase } from "#db/client-libsql";
import { migrateLibsql } from "#db/migrate-libsql";
import { buildDemoSeedSql } from "#db/seed/build-demo-seed";
import { findUserByEmail } from "#db/users/find-user-by-email";
import { listUserAccess } from "#db/users/list-user-access";
import { getWorkerFile } from "#db/workers/get-worker-file";

// The statements written once as SQL text on the production driver too: the caller with
// their access in one statement gives what the two lookups it replaced gave, and the worker file in one
// statement decodes its columns as drizzle did.

let db: Database;
let url: string;

beforeAll(async () => {
  url = `file:${join(mkdtempSync(join(tmpdir(), "caller-file-")), "test.db")}`;
  await migrateLibsql(url);
  const client = createClient({ url });
  await client.executeMultiple(await buildDemoSeedSql(Date.now()));
  client.close();
  db = createLibsqlDatabase(url);
});

describe("hot statements on libSQL", () => {
  it("finds the caller with their permissions and spaces, as findCallerByTokenHash and listUserAccess did", async () => {
    for (const email of ["owner@demo.interim.test", "agent.lyon@demo.interim.test"]) {
      const user = await findUserByEmail(db, email);
      const tokenHash = `hash-${email}`;
      await insertSession(db, { tokenHash, userId: user!.id, expiresAt: new Date(Date.now() + 60_000), userAgent: null, at: new Date() });
      const now = new Date();
      const found = await findCallerWithAccess(db, tokenHash, now);
      expect(found).toEqual({ caller: await findCallerByTokenHash(db, tokenHash, now), access: await listUserAccess(db, user!.id) });
      await revokeSession(db, tokenHash, new Date());
      expect(await findCallerWithAccess(db, tokenHash, new Date())).toBeUndefined();
    }
  });

  it("reads a worker file with its lists, dates as dates and flags as booleans", async () => {
    const file = await getWorkerFile(db, 1);
    expect(file).toBeDefined();
    expect(file!.created_at).toBeInstanceOf(Date);
    expect(typeof file!.under_18).toBe("boolean");
    expect(Array.isArray(file!.favorite_jobs)).toBe(true);
    expect(file).not.toHaveProperty("last_name_sort");
    expect(await getWorkerFile(db, 999_999_999)).toBeUndefined();
  });
});
