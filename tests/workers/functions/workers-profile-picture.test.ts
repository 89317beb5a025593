import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PROFILE_PICTURE_MAX_BYTES } from "#domain/files/profile-picture";
import { api, createSpace, signedInUser } from "../factories";
import { createWorker, type ErrorAnswer, type WorkerAnswer } from "../worker-factories";
import { readJson } from "../json";

// The worker's profile picture (spec 000 §3 "profile_picture", §5 "Profile photo must be an image",
// §8 "Profile document must be an image", uploads under 8 MB), stored in R2.

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="), (c) =>
  c.charCodeAt(0),
);
/** A real 1×1 GIF. */
const GIF = Uint8Array.from(atob("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="), (c) => c.charCodeAt(0));
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

async function workerOfNewAgency() {
  const space = await createSpace();
  const agent = await signedInUser({ spaceIds: [space.id] });
  const worker = await createWorker(agent.token, space.id);
  return { space, token: agent.token, worker, path: `/v1/workers/${worker.id}/profile-picture` };
}

function upload(path: string, token: string, body: BodyInit, contentType = "image/png") {
  return api(path, { method: "PUT", token, body, headers: { "Content-Type": contentType } });
}

async function storedKeys(spaceId: number, workerId: number) {
  const listed = await env.FILES.list({ prefix: `workers/${spaceId}/${workerId}/` });
  return listed.objects.map((object) => object.key);
}

async function hasPicture(path: string, token: string) {
  const file = await readJson<WorkerAnswer>(await api(path.replace(/\/profile-picture$/, ""), { token }));
  return file.has_profile_picture;
}

async function expectRefusedAsNotImage(response: Response, reason: string) {
  expect(response.status).toBe(422);
  expect((await readJson<ErrorAnswer>(response)).error.fields).toEqual([
    { field: "profile_picture", reason, message: "Profile document must be an image" },
  ]);
}

describe("profile picture (spec 000 §3, §5, §8)", () => {
  it("stores a PNG and gives it back byte for byte, privately cached, with a log entry", async () => {
    const { space, token, worker, path } = await workerOfNewAgency();
    expect((await api(path, { token })).status).toBe(404);

    const stored = await upload(path, token, PNG);
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({ content_type: "image/png", size: PNG.byteLength, version: expect.any(String) });
    expect(await hasPicture(path, token)).toBe(true);

    const read = await api(path, { token });
    expect(read.status).toBe(200);
    expect(read.headers.get("Content-Type")).toBe("image/png");
    expect(read.headers.get("Cache-Control")).toMatch(/\bprivate\b/);
    expect(read.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PNG);

    // Revalidation: the same picture answers 304 without its bytes.
    const again = await api(path, { token, headers: { "If-None-Match": read.headers.get("ETag")! } });
    expect(again.status).toBe(304);

    expect(await storedKeys(space.id, worker.id)).toEqual([
      expect.stringMatching(new RegExp(`^workers/${space.id}/${worker.id}/profile-`)),
    ]);
    const log = await env.DB.prepare("SELECT type, changes FROM activity_logs WHERE title = 'Profile picture changed' AND subject_id = ?")
      .bind(String(worker.id))
      .first<{ type: string; changes: string }>();
    expect(log?.type).toBe("update");
    expect(JSON.parse(log!.changes)).toEqual({ profile_picture: { content_type: "image/png", size: PNG.byteLength } });
  });

  it("judges the content, not the declared type: a GIF sent as octet-stream is served as a GIF", async () => {
    const { token, path } = await workerOfNewAgency();
    expect((await upload(path, token, GIF, "application/octet-stream")).status).toBe(200);
    const read = await api(path, { token });
    expect(read.headers.get("Content-Type")).toBe("image/gif");
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(GIF);
  });

  it("refuses a PDF, a text file declared as PNG, and an empty body, storing nothing", async () => {
    const { space, token, worker, path } = await workerOfNewAgency();
    await expectRefusedAsNotImage(await upload(path, token, PDF), "not_image");
    await expectRefusedAsNotImage(await upload(path, token, "Ceci n'est pas une image."), "not_image");
    await expectRefusedAsNotImage(await upload(path, token, new Uint8Array()), "required");
    expect(await storedKeys(space.id, worker.id)).toEqual([]);
    expect(await hasPicture(path, token)).toBe(false);
  });

  it("accepts 8 MB and refuses one byte more, whether Content-Length says so or the stream does", async () => {
    const { space, token, worker, path } = await workerOfNewAgency();
    const largest = new Uint8Array(PROFILE_PICTURE_MAX_BYTES);
    largest.set(PNG);
    expect((await upload(path, token, largest)).status).toBe(200);

    const tooLarge = new Uint8Array(PROFILE_PICTURE_MAX_BYTES + 1);
    tooLarge.set(PNG);
    const declared = await upload(path, token, tooLarge);
    expect(declared.status).toBe(413);
    expect((await readJson<ErrorAnswer>(declared)).error).toMatchObject({
      message: "Profile picture must be under 8 MB",
      fields: [{ field: "profile_picture", reason: "too_large", message: "Profile picture must be under 8 MB" }],
    });

    // No Content-Length: the limit is counted on the bytes as they arrive.
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(tooLarge.subarray(0, PROFILE_PICTURE_MAX_BYTES));
        controller.enqueue(tooLarge.subarray(PROFILE_PICTURE_MAX_BYTES));
        controller.close();
      },
    });
    expect((await upload(path, token, streamed)).status).toBe(413);

    // The 8 MB picture is still the one stored.
    expect(await storedKeys(space.id, worker.id)).toHaveLength(1);
    expect(Number((await api(path, { token })).headers.get("Content-Length"))).toBe(PROFILE_PICTURE_MAX_BYTES);
  });

  it("replaces the picture under a new key and deletes the old object", async () => {
    const { space, token, worker, path } = await workerOfNewAgency();
    await upload(path, token, PNG);
    const [first] = await storedKeys(space.id, worker.id);
    const second = await readJson<{ version: string }>(await upload(path, token, GIF, "image/gif"));
    const keys = await storedKeys(space.id, worker.id);
    expect(keys).toEqual([`workers/${space.id}/${worker.id}/profile-${second.version}`]);
    expect(keys).not.toContain(first);
    expect(new Uint8Array(await (await api(path, { token })).arrayBuffer())).toEqual(GIF);
  });

  it("removes the picture and its object; removing nothing is 404", async () => {
    const { space, token, worker, path } = await workerOfNewAgency();
    await upload(path, token, PNG);
    expect((await api(path, { method: "DELETE", token })).status).toBe(204);
    expect((await api(path, { token })).status).toBe(404);
    expect(await storedKeys(space.id, worker.id)).toEqual([]);
    expect(await hasPicture(path, token)).toBe(false);
    expect((await api(path, { method: "DELETE", token })).status).toBe(404);
    const logs = await env.DB.prepare("SELECT count(*) AS n FROM activity_logs WHERE title = 'Profile picture removed' AND subject_id = ?")
      .bind(String(worker.id))
      .first<{ n: number }>();
    expect(logs?.n).toBe(1);
  });

  it("is behind the wall between spaces: a Lille agent gets 404 on every verb and changes nothing", async () => {
    const { space, token, worker, path } = await workerOfNewAgency();
    await upload(path, token, PNG);
    const lille = await createSpace({ name: "Intérim Lille Centre" });
    const lilleAgent = await signedInUser({ spaceIds: [lille.id] });
    for (const response of [
      await api(path, { token: lilleAgent.token }),
      await upload(path, lilleAgent.token, GIF),
      await api(path, { method: "DELETE", token: lilleAgent.token }),
    ]) {
      expect(response.status).toBe(404);
    }
    expect(new Uint8Array(await (await api(path, { token })).arrayBuffer())).toEqual(PNG);
    expect(await storedKeys(space.id, worker.id)).toHaveLength(1);
    expect((await api(path)).status).toBe(401);
  });

  it("leaves the profile's version alone: an edit opened before the photo changed still saves", async () => {
    const { token, worker, path } = await workerOfNewAgency();
    const opened = await api(`/v1/workers/${worker.id}`, { token });
    const version = opened.headers.get("ETag")!;
    expect((await upload(path, token, PNG)).status).toBe(200);
    expect((await api(path, { method: "DELETE", token })).status).toBe(204);
    const saved = await api(`/v1/workers/${worker.id}`, {
      method: "PATCH",
      token,
      json: { first_name: "Noémie" },
      headers: { "If-Match": version },
    });
    expect(saved.status).toBe(200);
  });

  it("is described in the OpenAPI document", async () => {
    const document = await readJson<{ paths: Record<string, Record<string, { requestBody?: { content: object } }>> }>(
      await api("/v1/openapi.json"),
    );
    const route = document.paths["/v1/workers/{id}/profile-picture"];
    expect(Object.keys(route ?? {}).sort()).toEqual(["delete", "get", "put"]);
    expect(Object.keys(route!.put!.requestBody!.content)).toEqual(["image/jpeg", "image/png", "image/webp", "image/gif"]);
  });
});
