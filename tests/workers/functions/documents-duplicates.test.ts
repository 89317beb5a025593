import { describe, expect, it } from "vitest";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { api } from "../factories";
import { documentRows, listed, storedKeys, upload, uploaded, workerOfNewAgency } from "../document-factories";
import { createWorker, type ErrorAnswer } from "../worker-factories";

// Never twice (spec 000 §5 "Duplicate documents are rejected (identical content, or same content on
// recto and verso)"; §8 "duplicate document").

async function expectDuplicate(response: Response) {
  expect(response.status).toBe(409);
  const body = (await response.json()) as ErrorAnswer;
  expect(body.error.message).toBe("duplicate document");
  expect(body.error.fields).toEqual([{ field: "file", reason: "duplicate", message: "duplicate document" }]);
}

describe("documents: never twice", () => {
  it("refuses the same content again on the worker's file, whatever its name or type, and leaves nothing in R2", async () => {
    const { space, worker, token, path } = await workerOfNewAgency();
    const bytes = SAMPLES.pdf("only once");
    await uploaded(path, token, bytes, { type: "cv" }, "cv.pdf");
    await expectDuplicate(await upload(path, token, bytes, { type: "diploma", name: "Diplôme" }, "diplome.pdf"));
    expect(await storedKeys(space.id, worker.id)).toHaveLength(1);
    expect(await documentRows(worker.id)).toHaveLength(1);
  });

  it("refuses a verso identical to the recto", async () => {
    const { worker, token, path } = await workerOfNewAgency();
    const scan = SAMPLES.jpeg();
    await uploaded(path, token, scan, { type: "id_card_recto" }, "recto.jpg");
    await expectDuplicate(await upload(path, token, scan, { type: "id_card_verso" }, "verso.jpg"));
    const verso = await uploaded(path, token, SAMPLES.png(), { type: "id_card_verso" }, "verso.png");
    expect(verso.type).toBe("id_card_verso");
    expect(await documentRows(worker.id)).toHaveLength(2);
  });

  it("lets only one of two identical uploads racing each other land", async () => {
    const { space, worker, token, path } = await workerOfNewAgency();
    const bytes = SAMPLES.pdf(`race ${crypto.randomUUID()}`);
    const answers = await Promise.all([upload(path, token, bytes), upload(path, token, bytes), upload(path, token, bytes)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await storedKeys(space.id, worker.id)).toHaveLength(1);
    expect(await documentRows(worker.id)).toHaveLength(1);
  });

  it("accepts the same content on another worker of the space and flags a possible duplicate person, both ways", async () => {
    const { space, worker, token, path } = await workerOfNewAgency();
    const twin = await createWorker(token, space.id);
    const twinPath = `/v1/workers/${twin.id}/documents`;
    const passport = SAMPLES.pdf(`passport ${crypto.randomUUID()}`);
    const first = await uploaded(path, token, passport, { type: "passport" });
    expect(first.possible_duplicate_worker_ids).toEqual([]);

    const second = await uploaded(twinPath, token, passport, { type: "passport" });
    expect(second.possible_duplicate_worker_ids).toEqual([worker.id]);
    expect((await listed(path, token))[0]!.possible_duplicate_worker_ids).toEqual([twin.id]);
    expect((await listed(twinPath, token))[0]!.possible_duplicate_worker_ids).toEqual([worker.id]);
  });

  it("does not look into other spaces", async () => {
    const lyon = await workerOfNewAgency();
    const lille = await workerOfNewAgency();
    const bytes = SAMPLES.pdf(`shared ${crypto.randomUUID()}`);
    await uploaded(lyon.path, lyon.token, bytes);
    expect((await uploaded(lille.path, lille.token, bytes)).possible_duplicate_worker_ids).toEqual([]);
  });

  it("accepts the content again once the document holding it is deleted", async () => {
    const { token, path } = await workerOfNewAgency();
    const bytes = SAMPLES.pdf(`again ${crypto.randomUUID()}`);
    const document = await uploaded(path, token, bytes);
    expect((await api(`${path}/${document.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await upload(path, token, bytes)).status).toBe(201);
  });
});
