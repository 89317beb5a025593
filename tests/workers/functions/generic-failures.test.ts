import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Database } from "#db/client";
import { listWorkers } from "#features/workers/list-workers";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";
import { newCaller } from "../operation-contexts";
import { createWorker, workerBody, type ErrorAnswer } from "../worker-factories";

// Spec 000 §8's generic failures: a write the database refuses for a reason no rule foresaw (here a
// trigger standing in for a lost disk or a broken constraint) answers 500 with the catalogue's text of
// that operation, which the web translates, rather than the bare "API error". Each trigger only fires
// for the test's own space, so files running beside this one are untouched.

async function failWhen(name: string, sql: string) {
  await env.DB.prepare(`CREATE TRIGGER ${name} ${sql} BEGIN SELECT RAISE(ABORT, 'disk refused'); END`).run();
}

async function messageOf(response: Response) {
  return { status: response.status, message: (await readJson<ErrorAnswer>(response)).error.message };
}

describe("spec 000 §8 generic failures of one operation", () => {
  it("says 'Worker insertion failed' when the worker's row cannot be written, and writes nothing", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    await failWhen(`fail_worker_insert_${space.id}`, `BEFORE INSERT ON workers WHEN NEW.space_id = ${space.id}`);
    const response = await api("/v1/workers", { method: "POST", token: agent.token, json: workerBody(space.id) });
    expect(await messageOf(response)).toEqual({ status: 500, message: "Worker insertion failed" });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM workers WHERE space_id = ?").bind(space.id).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("says 'select-all-workers failed' when the selection's bulk archive cannot be written", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const worker = await createWorker(agent.token, space.id);
    await failWhen(`fail_worker_update_${space.id}`, `BEFORE UPDATE ON workers WHEN OLD.space_id = ${space.id}`);
    const response = await api("/v1/workers/archive", { method: "POST", token: agent.token, json: { ids: [worker.id] } });
    expect(await messageOf(response)).toEqual({ status: 500, message: "select-all-workers failed" });
  });

  it("says 'Error occurred while updating space' when the space's row cannot be written", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const space = await createSpace();
    await failWhen(`fail_space_update_${space.id}`, `BEFORE UPDATE ON spaces WHEN OLD.id = ${space.id}`);
    const response = await api(`/v1/spaces/${space.id}`, { method: "PATCH", token: owner.token, json: { city: "Villeurbanne" } });
    expect(await messageOf(response)).toEqual({ status: 500, message: "Error occurred while updating space" });
  });

  it("says 'Failed to register company' when the company's row cannot be written", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    await failWhen(`fail_company_insert_${space.id}`, `BEFORE INSERT ON companies WHEN NEW.space_id = ${space.id}`);
    const response = await api("/v1/companies", {
      method: "POST",
      token: agent.token,
      json: { space_id: space.id, name: "Transports Rhône", trade_name: "TR", address: "1 rue du Port", zipcode: "69002", city: "Lyon" },
    });
    expect(await messageOf(response)).toEqual({ status: 500, message: "Failed to register company" });
  });

  it("says 'workers list fetch failed' when the list's read fails", async () => {
    const space = await createSpace();
    const caller = await newCaller([space.id]);
    const unreadable = new Proxy({} as Database, {
      get() {
        throw new Error("database unreachable");
      },
    });
    await expect(
      listWorkers({ db: unreadable, caller, now: new Date() }, { space_id: space.id, page: 1, per_page: 20 } as Parameters<
        typeof listWorkers
      >[1]),
    ).rejects.toMatchObject({ code: "internal", message: "workers list fetch failed" });
  });
});
