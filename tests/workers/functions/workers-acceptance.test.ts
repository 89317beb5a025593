import { afterEach, describe, expect, it, vi } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { createWorker, workerBody, type ErrorAnswer, type WorkerAnswer } from "../worker-factories";
import { readJson } from "../json";

// Acceptance checks of the worker resource written from the spec's own words (000 §3, §5), for what
// the first round of tests left out: the spec's spelling of a field, and the agency's calendar day.

async function agency() {
  const space = await createSpace();
  const agent = await signedInUser({ spaceIds: [space.id] });
  return { space, token: agent.token };
}

describe("a body written with the spec's field names (000 §3 Bank data: payement_category)", () => {
  it("is taken on creation, read back under both spellings, and changed by PATCH", async () => {
    const { space, token } = await agency();
    const response = await api("/v1/workers", { method: "POST", token, json: workerBody(space.id, { payement_category: "cheque" }) });
    expect(response.status).toBe(201);
    const created = await readJson<WorkerAnswer>(response);
    expect(created).toMatchObject({ payment_category: "cheque", payement_category: "cheque" });

    const patched = await api(`/v1/workers/${created.id}`, { method: "PATCH", token, json: { payement_category: "bank_transfer" } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ payment_category: "bank_transfer", payement_category: "bank_transfer" });
  });

  it("refuses the two spellings disagreeing, or a value outside the spec's, naming the field", async () => {
    const { space, token } = await agency();
    const conflict = await api("/v1/workers", {
      method: "POST",
      token,
      json: workerBody(space.id, { payment_category: "cheque", payement_category: "bank_transfer" }),
    });
    expect(conflict.status).toBe(422);
    expect((await readJson<ErrorAnswer>(conflict)).error.fields).toEqual([
      { field: "payement_category", reason: "custom", message: "payment_category_conflict" },
    ]);

    const worker = await createWorker(token, space.id);
    const unknown = await api(`/v1/workers/${worker.id}`, { method: "PATCH", token, json: { payement_category: "cash" } });
    expect(unknown.status).toBe(422);
    expect((await readJson<ErrorAnswer>(unknown)).error.fields?.map((field) => field.field)).toEqual(["payement_category"]);
  });
});

describe("the under-18 flag follows the agency's day (Paris), not UTC's", () => {
  afterEach(() => vi.useRealTimers());

  it("does not flag someone registered at 00:30 in Paris on their 18th birthday", async () => {
    const { space, token } = await agency();
    // 23:30 UTC on 14 January is 00:30 on 15 January in Paris (UTC+1 in winter).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-01-14T23:30:00Z"));
    const adult = await createWorker(token, space.id, { birth_date: "2007-01-15" });
    const minor = await createWorker(token, space.id, { birth_date: "2007-01-16" });
    expect(adult.under_18).toBe(false);
    expect(minor.under_18).toBe(true);

    // A corrected birth date is judged at the registration date, in Paris too.
    const corrected = await api(`/v1/workers/${minor.id}`, { method: "PATCH", token, json: { birth_date: "2007-01-15" } });
    expect((await readJson<WorkerAnswer>(corrected)).under_18).toBe(false);
  });
});

describe("a Corsican NIR of a birth before 1976 (DOMAIN.md: the key alone decides)", () => {
  it("is taken by /v1 as validators take it, whatever the identity beside it", async () => {
    const { space, token } = await agency();
    // py-stdnum's own doctest: 2B did not exist in 1953, yet the number is valid
    const response = await api("/v1/workers", {
      method: "POST",
      token,
      json: workerBody(space.id, { nir: "2 53 07 2B 073 004 70", sex: "misses", birth_date: "1953-07-02" }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ nir: "253072B07300470" });

    const wrongKey = await api("/v1/workers", { method: "POST", token, json: workerBody(space.id, { nir: "253072B07300471" }) });
    expect(wrongKey.status).toBe(422);
    expect((await readJson<ErrorAnswer>(wrongKey)).error.fields).toContainEqual(expect.objectContaining({ field: "nir" }));
  });
});
