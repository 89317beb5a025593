import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AppError } from "#domain/errors/app-error";
import { createCompany } from "#features/companies/create-company";
import type { OperationCaller } from "#features/operation-context";
import { createWorker } from "#features/workers/create-worker";
import { getWorker } from "#features/workers/get-worker";
import { createSpace } from "../factories";
import { directContext, newCaller } from "../operation-contexts";
import { uniqueEmail, uniqueMobile } from "../worker-factories";

// a business operation runs without HTTP, as a queue consumer or a public route will
// call it. The context is built by hand; the operation keeps every rule and writes its log entry.

const QUEUE_ORIGIN = { method: "QUEUE", path: "queue:registrations", routePath: null };
const contextFor = (caller: OperationCaller, now = new Date()) => directContext(caller, QUEUE_ORIGIN, now);
const callerOf = (spaceIds: number[]) => newCaller(spaceIds);

describe("operations called directly, without a request", () => {
  it("creates a worker with its log entry, judging under-18 at the context's clock", async () => {
    const space = await createSpace();
    const caller = await callerOf([space.id]);
    const now = new Date("2026-03-01T10:00:00Z");
    const worker = await createWorker(contextFor(caller, now), {
      space_id: space.id,
      first_name: "Léa",
      last_name: "Direct",
      email: uniqueEmail(),
      mobile_phone_number: uniqueMobile(),
      birth_date: "2008-06-01",
    } as Parameters<typeof createWorker>[1]);
    // 17 on the context's day, whatever the machine's clock says.
    expect(worker.under_18).toBe(true);
    expect(worker.space_id).toBe(space.id);

    const log = await env.DB.prepare("SELECT user_id, method, path, title FROM activity_logs WHERE schema = 'workers' AND subject_id = ?")
      .bind(String(worker.id))
      .first<{ user_id: number; method: string; path: string; title: string }>();
    expect(log).toEqual({ user_id: caller.id, method: "QUEUE", path: "queue:registrations", title: "Worker created" });
  });

  it("keeps the rules: the space wall answers the same AppError as over HTTP", async () => {
    const [lyon, lille] = [await createSpace(), await createSpace()];
    const lyonCaller = await callerOf([lyon.id]);
    const lilleCaller = await callerOf([lille.id]);
    const body = { space_id: lyon.id, first_name: "Jean", last_name: "Mur", email: uniqueEmail() } as Parameters<typeof createWorker>[1];
    const worker = await createWorker(contextFor(lyonCaller), body);

    await expect(getWorker(contextFor(lilleCaller), worker.id)).rejects.toMatchObject({ code: "not_found" });
    const refused = await createWorker(contextFor(lilleCaller), { ...body, email: uniqueEmail() }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "validation_failed", fields: [{ field: "space_id", reason: "unknown" }] });
    const taken = await createWorker(contextFor(lyonCaller), body).catch((error: unknown) => error);
    expect(taken).toMatchObject({ code: "conflict", fields: [{ field: "email", reason: "taken" }] });
  });

  it("creates a company in the caller's only space", async () => {
    const space = await createSpace();
    const caller = await callerOf([space.id]);
    const company = await createCompany(contextFor(caller), {
      name: "Scierie Directe",
      trade_name: "SD",
      address: "1 rue du Bois",
      zipcode: "69001",
      city: "Lyon",
    } as Parameters<typeof createCompany>[1]);
    expect(company.space_id).toBe(space.id);
    expect(company.contacts_count).toBe(0);
  });
});
