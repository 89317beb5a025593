import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { createWorker, workerBody, type WorkerAnswer } from "../worker-factories";
import { readJson } from "../json";

// Spec 000 §6 and the issue: a worker belongs to one space; staff of another space get 404 (never
// 403, which would reveal that the worker exists), whatever the verb and whichever tab of the file.

async function lyonAndLille() {
  const lyon = await createSpace({ name: "Intérim Lyon Part-Dieu" });
  const lille = await createSpace({ name: "Intérim Lille Centre" });
  const lyonAgent = await signedInUser({ spaceIds: [lyon.id] });
  const lilleAgent = await signedInUser({ permissions: ["space-users"], spaceIds: [lille.id] });
  const worker = await createWorker(lyonAgent.token, lyon.id, { last_name: "Lyonnais" });
  const ids = await seedTabs(lyonAgent.token, worker.id);
  return { lyon, lille, lyonAgent, lilleAgent, worker, ids };
}

async function seedTabs(token: string, workerId: number) {
  const created = async (path: string, body: unknown) =>
    await readJson<{ id: number }>(await api(`/v1/workers/${workerId}/${path}`, { method: "POST", token, json: body }));
  return {
    availability: (await created("availabilities", { status: "available" })).id,
    comment: (await created("comments", { body: "Très fiable." })).id,
    equipment: (await created("equipment", { name: "Chaussures de sécurité", size: "43" })).id,
    contact: (await created("emergency-contacts", { name: "Marie Lyonnais", phone: "06 98 76 54 32" })).id,
  };
}

describe("the wall between spaces", () => {
  it("a Lille agent gets 404 for a Lyon worker on every verb and every tab, and changes nothing", async () => {
    const { lyonAgent, lilleAgent, worker, ids } = await lyonAndLille();
    const base = `/v1/workers/${worker.id}`;
    const calls: [method: string, path: string, body?: unknown][] = [
      ["GET", base],
      ["PATCH", base, { last_name: "Pirate" }],
      ["DELETE", base],
      ["GET", `${base}/availabilities`],
      ["POST", `${base}/availabilities`, { status: "blocked" }],
      ["DELETE", `${base}/availabilities/${ids.availability}`],
      ["GET", `${base}/comments`],
      ["POST", `${base}/comments`, { body: "Vu." }],
      ["DELETE", `${base}/comments/${ids.comment}`],
      ["GET", `${base}/equipment`],
      ["POST", `${base}/equipment`, { name: "Casque" }],
      ["PATCH", `${base}/equipment/${ids.equipment}`, { size: "44" }],
      ["DELETE", `${base}/equipment/${ids.equipment}`],
      ["GET", `${base}/emergency-contacts`],
      ["POST", `${base}/emergency-contacts`, { name: "Paul", phone: "06 11 22 33 44" }],
      ["PATCH", `${base}/emergency-contacts/${ids.contact}`, { name: "Paul" }],
      ["DELETE", `${base}/emergency-contacts/${ids.contact}`],
      ["GET", `${base}/interview`],
      ["PUT", `${base}/interview`, { answers: [] }],
    ];
    for (const [method, path, body] of calls) {
      const response = await api(path, { method, token: lilleAgent.token, json: body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await readJson<{ error: { code: string } }>(response)).error.code).toBe("not_found");
    }
    const file = await readJson<WorkerAnswer>(await api(base, { token: lyonAgent.token }));
    expect(file).toMatchObject({ last_name: "Lyonnais", archived: false });
    for (const tab of ["availabilities", "comments", "equipment", "emergency-contacts"]) {
      const list = await readJson<unknown[]>(await api(`${base}/${tab}`, { token: lyonAgent.token }));
      expect(list, tab).toHaveLength(1);
    }
  });

  it("a Lille agent cannot list, create in, archive or reactivate Lyon's workers", async () => {
    const { lyon, lilleAgent, worker } = await lyonAndLille();
    expect((await api(`/v1/workers?space_id=${lyon.id}`, { token: lilleAgent.token })).status).toBe(404);
    const own = await readJson<WorkerAnswer[]>(await api("/v1/workers", { token: lilleAgent.token }));
    expect(own.map((w) => w.id)).not.toContain(worker.id);
    const create = await api("/v1/workers", { method: "POST", token: lilleAgent.token, json: workerBody(lyon.id) });
    expect(create.status).toBe(422);
    for (const action of ["archive", "reactivate"]) {
      const answer = await readJson<{
        changed: number[];
        refused: { id: number; reason: string }[];
      }>(await api(`/v1/workers/${action}`, { method: "POST", token: lilleAgent.token, json: { ids: [worker.id] } }));
      expect(answer).toEqual({ changed: [], refused: [{ id: worker.id, reason: "not_found" }] });
    }
  });

  it("an owner reaches every space; a caller of several spaces must name one to list", async () => {
    const { lyon, lille, worker } = await lyonAndLille();
    const owner = await signedInUser({ permissions: ["app-admin"] });
    expect((await api(`/v1/workers/${worker.id}`, { token: owner.token })).status).toBe(200);
    const both = await signedInUser({ spaceIds: [lyon.id, lille.id] });
    const unnamed = await api("/v1/workers", { token: both.token });
    expect(unnamed.status).toBe(422);
    expect((await readJson<{ error: { fields: { field: string }[] } }>(unnamed)).error.fields[0]!.field).toBe("query.space_id");
    expect((await api(`/v1/workers?space_id=${lyon.id}`, { token: both.token })).status).toBe(200);
  });

  it("interview questions: space administrators of the space only (others 404, agents 403)", async () => {
    const { lyon, lille, lyonAgent, lilleAgent } = await lyonAndLille();
    const lyonAdmin = await signedInUser({ permissions: ["space-users"], spaceIds: [lyon.id] });
    const created = await api(`/v1/spaces/${lyon.id}/interview-questions`, {
      method: "POST",
      token: lyonAdmin.token,
      json: { label: "Avez-vous le permis B ?" },
    });
    expect(created.status).toBe(201);
    const question = await readJson<{ id: number }>(created);
    const paths: [string, string, unknown?][] = [
      ["GET", `/v1/spaces/${lyon.id}/interview-questions`],
      ["POST", `/v1/spaces/${lyon.id}/interview-questions`, { label: "Question pirate" }],
      ["PATCH", `/v1/spaces/${lyon.id}/interview-questions/${question.id}`, { label: "Question pirate" }],
      ["DELETE", `/v1/spaces/${lyon.id}/interview-questions/${question.id}`],
      ["PATCH", `/v1/spaces/${lille.id}/interview-questions/${question.id}`, { label: "Question pirate" }],
    ];
    for (const [method, path, body] of paths) {
      expect((await api(path, { method, token: lilleAgent.token, json: body })).status, `${method} ${path}`).toBe(404);
    }
    expect((await api(`/v1/spaces/${lyon.id}/interview-questions`, { token: lyonAgent.token })).status).toBe(403);
    const list = await readJson<{ label: string }[]>(await api(`/v1/spaces/${lyon.id}/interview-questions`, { token: lyonAdmin.token }));
    expect(list.map((q) => q.label)).toEqual(["Avez-vous le permis B ?"]);
  });
});
