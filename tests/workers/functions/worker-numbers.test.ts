import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";
import { agencyWithLink, register, registrationBody, uploadedFile } from "../registration-factories";
import { createWorker, workerBody, type WorkerAnswer } from "../worker-factories";

// Spec 000 §3 "{product} number": each worker gets the space's next number when created, by staff or by
// a public registration; two creations racing never share one (decision 0048).

async function numbersOf(spaceId: number) {
  const { results } = await env.DB.prepare("SELECT product_number FROM workers WHERE space_id = ? ORDER BY id")
    .bind(spaceId)
    .all<{ product_number: string | null }>();
  return results.map((row) => row.product_number);
}

describe("the worker's {product} number (spec 000 §3)", () => {
  it("numbers a space's workers 1, 2, 3… as staff create them, each space on its own, and shows it on the worker file", async () => {
    const [lyon, paris] = [await createSpace(), await createSpace()];
    const agent = await signedInUser({ spaceIds: [lyon.id, paris.id] });
    const first = await createWorker(agent.token, lyon.id);
    await createWorker(agent.token, paris.id);
    const second = await createWorker(agent.token, lyon.id);
    expect([first.product_number, second.product_number]).toEqual(["1", "2"]);
    expect(await numbersOf(paris.id)).toEqual(["1"]);
    const file = await readJson<WorkerAnswer>(await api(`/v1/workers/${second.id}`, { token: agent.token }));
    expect(file.product_number).toBe("2");
  });

  it("gives creations racing in one space distinct numbers, with none skipped", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api("/v1/workers", { method: "POST", token: agent.token, json: workerBody(space.id) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const numbers = (await numbersOf(space.id)).map(Number).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("does not spend a number on a refused creation", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const taken = workerBody(space.id);
    await api("/v1/workers", { method: "POST", token: agent.token, json: taken });
    const refused = await api("/v1/workers", { method: "POST", token: agent.token, json: { ...workerBody(space.id), email: taken.email } });
    expect(refused.status).toBe(409);
    await createWorker(agent.token, space.id);
    expect(await numbersOf(space.id)).toEqual(["1", "2"]);
  });

  it("numbers a candidate who registers through the agency's link after the staff's workers", async () => {
    const agency = await agencyWithLink();
    const agent = await signedInUser({ spaceIds: [agency.id] });
    await createWorker(agent.token, agency.id);
    const cv = await uploadedFile(agency.url, SAMPLES.pdf("CV numéro"));
    expect((await register(agency.url, registrationBody([{ upload_id: cv, type: "cv" }]))).status).toBe(201);
    expect(await numbersOf(agency.id)).toEqual(["1", "2"]);
  });
});
