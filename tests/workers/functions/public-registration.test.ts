import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createD1Database } from "#db/client";
import { DOCUMENT_MAX_BYTES } from "#domain/documents/document-schemas";
import { readNotificationContent } from "#domain/notifications/notification-templates";
import { renderNotification } from "#domain/notifications/render-notification";
import { readAppConfig } from "#features/platform/app-config";
import { openUploadSlot } from "#features/registrations/open-upload-slot";
import { readRegistrationConfig } from "#features/registrations/registration-config";
import { TURNSTILE_TEST_KEYS } from "#features/turnstile/turnstile-test-keys";
import { HOSTILE, SAMPLES } from "#tests/fixtures/document-bytes";
import { textPdf } from "#tests/fixtures/text-pdf";
import { api, randomClientIp, signedInUser } from "../factories";
import { readJson } from "../json";
import { agencyWithLink, openSlot, register, registrationBody, uploadedFile, type UploadSlotAnswer } from "../registration-factories";
import { nirOf, type ErrorAnswer } from "../worker-factories";

// The public registration API: the public face of an agency, direct uploads, registrations and express readings
// (spec 001 §1–§5, §8; decision 0032), and the walls between agencies.

const errorOf = async (response: Response) => (await readJson<ErrorAnswer>(response)).error;

async function workersOf(spaceId: number) {
  const { results } = await env.DB.prepare("SELECT id, first_name, state, under_18 FROM workers WHERE space_id = ?").bind(spaceId).all();
  return results;
}

async function documentsOf(spaceId: number) {
  const { results } = await env.DB.prepare("SELECT worker_id, type, mime_type, r2_key FROM documents WHERE space_id = ? ORDER BY id")
    .bind(spaceId)
    .all<{ worker_id: number; type: string; mime_type: string; r2_key: string }>();
  return results;
}

describe("GET /v1/public/spaces/{url}", () => {
  it("answers the agency's public face and nothing private", async () => {
    const agency = await agencyWithLink({ ocr: true });
    const response = await api(`/v1/public/spaces/${agency.url}`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      url: agency.url,
      name: agency.name,
      city: "Lyon",
      features: { registration: true, express: true, kiosk: true, ocr: true, employer_step: false },
      turnstile_site_key: "1x00000000000000000000AA",
    });
  });

  it("has no express without the ocr flag (spec 001 §5)", async () => {
    const agency = await agencyWithLink({ ocr: false });
    const body = await readJson<{ features: Record<string, boolean> }>(await api(`/v1/public/spaces/${agency.url}`));
    expect(body.features).toEqual({ registration: true, express: false, kiosk: true, ocr: false, employer_step: false });
  });

  it("is a 404 for an unknown, deleted or absurd link", async () => {
    const deleted = await agencyWithLink({ deleted: true });
    for (const url of ["nobody-here", deleted.url, "%00", "x".repeat(300)]) {
      const response = await api(`/v1/public/spaces/${url}`);
      expect([404, 422]).toContain(response.status);
      if (url !== "x".repeat(300)) expect((await errorOf(response)).code).toBe("not_found");
    }
  });
});

describe("direct uploads", () => {
  it("hands out a short-lived signed PUT URL that stores the bytes", async () => {
    const agency = await agencyWithLink();
    const response = await openSlot(agency.url, { size: 20, content_type: "application/pdf" });
    expect(response.status).toBe(201);
    const slot = await readJson<UploadSlotAnswer>(response);
    expect(slot.method).toBe("PUT");
    expect(slot.headers).toEqual({ "Content-Type": "application/pdf" });
    expect(slot.upload_url).toMatch(/^\/v1\/public\/uploads\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const lifetime = new Date(slot.expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(10 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);

    const bytes = SAMPLES.pdf("0123");
    const put = await api(slot.upload_url, { method: "PUT", headers: slot.headers, body: bytes.slice(0, 20) });
    expect(put.status).toBe(204);
    const object = await env.FILES.get(`registrations/${agency.id}/${slot.upload_id}`);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes.slice(0, 20));
  });

  it("refuses a declared size over 8 MiB at once (413) and a body over the declared size while it arrives", async () => {
    const agency = await agencyWithLink();
    const tooBig = await openSlot(agency.url, { size: DOCUMENT_MAX_BYTES + 1 });
    expect(tooBig.status).toBe(413);
    expect((await errorOf(tooBig)).fields?.[0]?.field).toBe("size");

    const slot = await readJson<UploadSlotAnswer>(await openSlot(agency.url, { size: 10 }));
    const over = await api(slot.upload_url, { method: "PUT", body: new Uint8Array(11) });
    expect(over.status).toBe(413);
    // Chunked, without Content-Length: cut as it arrives.
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(8));
        controller.enqueue(new Uint8Array(8));
        controller.close();
      },
    });
    const chunked = await api(slot.upload_url, { method: "PUT", body: stream, duplex: "half" } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await env.FILES.head(`registrations/${agency.id}/${slot.upload_id}`)).toBeNull();
  });

  it("answers 404 to a forged, altered or truncated token, and to an unknown agency", async () => {
    const agency = await agencyWithLink();
    const slot = await readJson<UploadSlotAnswer>(await openSlot(agency.url, { size: 4 }));
    const [payload, signature] = slot.upload_url.split("/").at(-1)!.split(".");
    const altered = `${payload}.${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`;
    for (const token of [altered, payload!, "not-a-token", `${payload}.${signature}.x`]) {
      expect((await api(`/v1/public/uploads/${token}`, { method: "PUT", body: new Uint8Array(4) })).status).toBe(404);
    }
    expect((await openSlot("no-such-agency", { size: 4 })).status).toBe(404);
  });

  it("refuses a declared type that is not a MIME type, and unknown fields", async () => {
    const agency = await agencyWithLink();
    const bad = await api(`/v1/public/spaces/${agency.url}/uploads`, {
      method: "POST",
      json: { file_name: "cv.pdf", content_type: "text/html\r\nX-Evil: 1", size: 10, extra: 1 },
    });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields?.map((field) => field.field).sort()).toEqual(["content_type", "extra"]);
  });
});

describe("POST /v1/public/spaces/{url}/registrations", () => {
  it("creates the worker in state web with their documents, flags an under-18 and raises notification 3 (201 with a reference)", async () => {
    const agency = await agencyWithLink();
    const cv = await uploadedFile(agency.url, SAMPLES.pdf("CV Inès"), "CV Inès.pdf");
    const recto = await uploadedFile(agency.url, SAMPLES.jpeg(), "recto.jpg");
    const verso = await uploadedFile(agency.url, SAMPLES.png(), "verso.png");
    const birthDate = new Date(Date.now() - 16 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const response = await register(
      agency.url,
      registrationBody(
        [
          { upload_id: cv, type: "cv" },
          { upload_id: recto, type: "id_card", side: "recto" },
          { upload_id: verso, type: "id_card", side: "verso" },
        ],
        { birth_date: birthDate, nir: nirOf(2, birthDate) },
      ),
    );
    expect(response.status).toBe(201);
    const answer = await readJson<Record<string, unknown>>(response);
    expect(Object.keys(answer)).toEqual(["reference"]);
    const [worker] = (await workersOf(agency.id)) as { id: number; state: string; under_18: number }[];
    // An opaque code, not the platform's worker number (decision 0043).
    expect(answer.reference).toMatch(/^PE-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(worker).toMatchObject({ first_name: "Inès", state: "web", under_18: 1 });

    const documents = await documentsOf(agency.id);
    expect(documents.map((document) => [document.worker_id, document.type, document.mime_type])).toEqual([
      [worker!.id, "cv", "application/pdf"],
      [worker!.id, "id_card_recto", "image/jpeg"],
      [worker!.id, "id_card_verso", "image/png"],
    ]);
    const notification = await env.DB.prepare("SELECT type, template, params, data_superworker_id FROM notifications WHERE space_id = ?")
      .bind(agency.id)
      .first<{ type: number; template: string; params: string; data_superworker_id: number }>();
    expect(notification).toMatchObject({ type: 3, template: "registration_submitted", data_superworker_id: worker!.id });
    expect(renderNotification(readNotificationContent(notification!.template, notification!.params), "fr").message).toContain(
      "Moins de 18 ans",
    );
    // Each document holds its own copy of the checked bytes; the uploads' objects are gone.
    for (const document of documents) expect(document.r2_key).toMatch(new RegExp(`^documents/${agency.id}/registrations/[0-9a-f-]{36}$`));
    expect(await env.FILES.head(`registrations/${agency.id}/${cv}`)).toBeNull();
    const stored = await env.FILES.get(documents[0]!.r2_key);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(SAMPLES.pdf("CV Inès"));
    // The uploads are spent: the same ids cannot register anyone else.
    const again = await register(agency.url, registrationBody([{ upload_id: cv, type: "cv" }]));
    expect(again.status).toBe(422);
    expect((await errorOf(again)).fields).toEqual([{ field: "documents.0.upload_id", reason: "unknown", message: "upload_unknown" }]);
  });

  it("lets one of two registrations racing for the same upload land, and only one", async () => {
    const agency = await agencyWithLink();
    const cv = await uploadedFile(agency.url, SAMPLES.pdf("race"));
    const answers = await Promise.all([
      register(agency.url, registrationBody([{ upload_id: cv, type: "cv" }])),
      register(agency.url, registrationBody([{ upload_id: cv, type: "cv" }])),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(await workersOf(agency.id)).toHaveLength(1);
    expect(await documentsOf(agency.id)).toHaveLength(1);
    const objects = await env.FILES.list({ prefix: `documents/${agency.id}/` });
    expect(objects.objects).toHaveLength(1);
  });

  it("422 names each refused field with the /v1/workers rules, and writes nothing", async () => {
    const agency = await agencyWithLink();
    const response = await register(agency.url, {
      ...registrationBody([]),
      first_name: "1234",
      nir: "199999999999999",
      email: null,
      mobile_phone_number: null,
      favorite_jobs: ["a", "b", "c", "d"],
      route: "bus",
    });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    const fields = error.fields!.map((field) => field.field);
    for (const field of ["first_name", "nir", "email", "mobile_phone_number", "favorite_jobs", "route"]) expect(fields).toContain(field);
    expect(await workersOf(agency.id)).toEqual([]);
  });

  it("requires a resume and refuses files by their bytes, duplicates and an id card without its side", async () => {
    const agency = await agencyWithLink();
    const exe = await uploadedFile(agency.url, HOSTILE.windowsExecutable(), "cv.pdf");
    const photo = await uploadedFile(agency.url, SAMPLES.jpeg(), "a.jpg");
    const samePhoto = await uploadedFile(agency.url, SAMPLES.jpeg(), "b.jpg");
    const noResume = await register(agency.url, registrationBody([{ upload_id: photo, type: "passport" }]));
    expect(noResume.status).toBe(422);
    expect((await errorOf(noResume)).fields).toEqual([{ field: "documents", reason: "resume_required", message: "resume_required" }]);

    const refused = await register(
      agency.url,
      registrationBody([
        { upload_id: exe, type: "cv" },
        { upload_id: photo, type: "id_card", side: "recto" },
        { upload_id: samePhoto, type: "id_card", side: "verso" },
      ]),
    );
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields).toEqual([
      { field: "documents.0.upload_id", reason: "unsupported_format", message: "Unsupported file format" },
      { field: "documents.2.upload_id", reason: "duplicate", message: "duplicate document" },
    ]);
    const sideless = await register(agency.url, registrationBody([{ upload_id: photo, type: "id_card" }]));
    expect((await errorOf(sideless)).fields?.map((field) => field.field)).toEqual(["documents.0.side"]);
    expect(await workersOf(agency.id)).toEqual([]);
    expect(await documentsOf(agency.id)).toEqual([]);
    expect((await env.FILES.list({ prefix: `documents/${agency.id}/` })).objects).toEqual([]);
  });

  it("409 with the spec's message when the agency already has that e-mail or mobile", async () => {
    const agency = await agencyWithLink();
    const first = registrationBody([{ upload_id: await uploadedFile(agency.url, SAMPLES.pdf("one")), type: "cv" }]);
    expect((await register(agency.url, first)).status).toBe(201);
    const second = registrationBody([{ upload_id: await uploadedFile(agency.url, SAMPLES.pdf("two")), type: "cv" }], {
      email: first.email,
    });
    const response = await register(agency.url, second);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe("email or mobile_phone_number already taken");
    expect(await workersOf(agency.id)).toHaveLength(1);
    expect(await documentsOf(agency.id)).toHaveLength(1);
  });

  it("refuses a token Turnstile refuses before looking at anything else", async () => {
    const agency = await agencyWithLink();
    const cv = await uploadedFile(agency.url, SAMPLES.pdf());
    const response = await register(agency.url, registrationBody([{ upload_id: cv, type: "cv" }], { turnstile_token: "forged" }));
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual([{ field: "turnstile_token", reason: "refused", message: "turnstile_refused" }]);
    expect(await workersOf(agency.id)).toEqual([]);
  });

  it("never reaches another agency: its uploads are unknown here, its link is its own", async () => {
    const lyon = await agencyWithLink();
    const lille = await agencyWithLink();
    const lyonCv = await uploadedFile(lyon.url, SAMPLES.pdf("lyon"));
    const response = await register(lille.url, registrationBody([{ upload_id: lyonCv, type: "cv" }]));
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields?.[0]).toMatchObject({ field: "documents.0.upload_id", reason: "unknown" });
    expect(await workersOf(lille.id)).toEqual([]);
    // Still Lyon's to use.
    expect((await register(lyon.url, registrationBody([{ upload_id: lyonCv, type: "cv" }]))).status).toBe(201);
    expect((await register("no-such-agency", registrationBody([{ upload_id: lyonCv, type: "cv" }]))).status).toBe(404);
  });
});

/** Opens a signed-in user's live socket and collects what it receives. */
async function liveSocket(token: string) {
  const upgraded = await api("/v1/notifications/live", { token, headers: { Upgrade: "websocket" } });
  expect(upgraded.status).toBe(101);
  const socket = upgraded.webSocket!;
  const messages: string[] = [];
  let notify: (() => void) | undefined;
  socket.addEventListener("message", (event) => {
    messages.push(String(event.data));
    notify?.();
  });
  socket.accept();
  return { socket, messages, next: () => (messages.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => (notify = resolve))) };
}

describe("notification 3, live", () => {
  it("reaches the agency's connected users at once, never another agency's", async () => {
    const lyon = await agencyWithLink();
    const lille = await agencyWithLink();
    const lyonAgent = await signedInUser({ spaceIds: [lyon.id] });
    const lilleAgent = await signedInUser({ spaceIds: [lille.id] });
    const lyonSocket = await liveSocket(lyonAgent.token);
    const lilleSocket = await liveSocket(lilleAgent.token);

    const cv = await uploadedFile(lyon.url, SAMPLES.pdf("live"));
    expect((await register(lyon.url, registrationBody([{ upload_id: cv, type: "cv" }], { route: "kiosk" }))).status).toBe(201);
    await lyonSocket.next();
    const pushed = JSON.parse(lyonSocket.messages[0]!) as { kind: string; notification: { type: number; title: string; message: string } };
    expect(pushed).toMatchObject({ kind: "notification", notification: { type: 3, title: "Nouvelle inscription : Inès Moreau" } });
    expect(pushed.notification.message).toContain("borne en agence");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lilleSocket.messages).toEqual([]);
    lyonSocket.socket.close(1000, "done");
    lilleSocket.socket.close(1000, "done");
  });
});

describe("POST /v1/public/spaces/{url}/express-readings", () => {
  it("reads the CV's text into the fields the short form prefills", async () => {
    const agency = await agencyWithLink({ ocr: true });
    const cv = await uploadedFile(agency.url, textPdf(["Nom : Garnier", "Prenom : Lucie", "lucie.garnier@example.test", "06 98 76 54 32"]));
    const response = await api(`/v1/public/spaces/${agency.url}/express-readings`, {
      method: "POST",
      json: { upload_id: cv, turnstile_token: TURNSTILE_TEST_KEYS.dummyToken },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      fields: { first_name: "Lucie", last_name: "Garnier", email: "lucie.garnier@example.test", mobile_phone_number: "+33698765432" },
    });
  });

  it("422 when nothing can be read, 403 without the ocr flag, 422 for another agency's upload", async () => {
    const agency = await agencyWithLink({ ocr: true });
    const photo = await uploadedFile(agency.url, SAMPLES.jpeg(), "cv.jpg");
    const unreadable = await api(`/v1/public/spaces/${agency.url}/express-readings`, {
      method: "POST",
      json: { upload_id: photo, turnstile_token: TURNSTILE_TEST_KEYS.dummyToken },
    });
    expect(unreadable.status).toBe(422);
    expect((await errorOf(unreadable)).fields?.[0]?.field).toBe("upload_id");

    const plain = await agencyWithLink({ ocr: false });
    const cv = await uploadedFile(plain.url, SAMPLES.pdf());
    expect(
      (
        await api(`/v1/public/spaces/${plain.url}/express-readings`, {
          method: "POST",
          json: { upload_id: cv, turnstile_token: TURNSTILE_TEST_KEYS.dummyToken },
        })
      ).status,
    ).toBe(403);
    const elsewhere = await api(`/v1/public/spaces/${agency.url}/express-readings`, {
      method: "POST",
      json: { upload_id: cv, turnstile_token: TURNSTILE_TEST_KEYS.dummyToken },
    });
    expect(elsewhere.status).toBe(422);
  });
});

describe("hard to abuse", () => {
  // The bindings count per minute window. Requests sent at once land in at most two windows on a loaded
  // machine, so twice the limit plus one is sure to go over in one of them; sent one by one they could
  // spread over more windows and never reach it.
  async function statusesAtOnce(count: number, send: () => Promise<Response>) {
    const responses = await Promise.all(Array.from({ length: count }, send));
    return { statuses: responses.map((response) => response.status), limited: responses.find((response) => response.status === 429) };
  }

  it("counts submissions per client address: 429 with Retry-After past 20 a minute, other addresses unaffected", async () => {
    const agency = await agencyWithLink();
    const ip = randomClientIp();
    const { statuses, limited } = await statusesAtOnce(41, () => register(agency.url, {}, ip));
    expect(statuses.filter((status) => status === 422).length).toBeGreaterThanOrEqual(20);
    expect(statuses.filter((status) => status !== 422 && status !== 429)).toEqual([]);
    expect(limited?.headers.get("Retry-After")).toBe("60");
    expect((await errorOf(limited!)).code).toBe("too_many_attempts");
    expect((await register(agency.url, {}, randomClientIp())).status).toBe(422);
  });

  it("counts lookups and uploads per address too", async () => {
    const agency = await agencyWithLink();
    const ip = randomClientIp();
    const lookups = await statusesAtOnce(241, () => api(`/v1/public/spaces/${agency.url}`, { headers: { "CF-Connecting-IP": ip } }));
    expect(lookups.statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(120);
    expect(lookups.limited).toBeDefined();
    const uploads = await statusesAtOnce(241, () => openSlot(agency.url, { size: 0 }, ip));
    expect(uploads.statuses.filter((status) => status === 422).length).toBeGreaterThanOrEqual(120);
    expect(uploads.limited).toBeDefined();
  });

  it("answers hostile bodies with 4xx: bad JSON, wrong types, huge strings, huge bodies", async () => {
    const agency = await agencyWithLink();
    const path = `/v1/public/spaces/${agency.url}/registrations`;
    const bodies: RequestInit[] = [
      { body: "{not json", headers: { "Content-Type": "application/json" } },
      { body: "[]", headers: { "Content-Type": "application/json" } },
      { body: "null", headers: { "Content-Type": "application/json" } },
      { body: "first_name=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
      { body: JSON.stringify({ first_name: "é".repeat(40_000) }), headers: { "Content-Type": "application/json" } },
      {
        body: JSON.stringify({ documents: Array.from({ length: 5000 }, () => ({ upload_id: 1 })) }),
        headers: { "Content-Type": "application/json" },
      },
      {
        body: JSON.stringify(registrationBody([{ upload_id: "x", type: "cv" }], { first_name: 42, documents: "all" })),
        headers: { "Content-Type": "application/json" },
      },
    ];
    for (const init of bodies) {
      const response = await api(path, { method: "POST", ...init });
      expect(response.status, String(init.body).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it("is described in the OpenAPI document", async () => {
    const document = await readJson<{ paths: Record<string, unknown> }>(await api("/v1/openapi.json"));
    for (const path of [
      "/v1/public/spaces/{url}",
      "/v1/public/spaces/{url}/uploads",
      "/v1/public/uploads/{token}",
      "/v1/public/spaces/{url}/registrations",
      "/v1/public/spaces/{url}/express-readings",
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
  });
});

describe("upload drivers and settings, chosen by the environment (decision 0032)", () => {
  const r2 = {
    ENVIRONMENT: "production",
    UPLOAD_DRIVER: "r2",
    R2_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
    R2_ACCESS_KEY_ID: "key-id",
    R2_SECRET_ACCESS_KEY: "secret",
    R2_BUCKET_NAME: "interim-files-production",
    TURNSTILE_SITE_KEY: "0x4AAAAAAA-site",
    TURNSTILE_SECRET_KEY: "0x4AAAAAAA-secret",
  };

  it("defaults to the local driver and Turnstile's test keys in development and tests only", () => {
    expect(readRegistrationConfig({ ENVIRONMENT: "development" })).toMatchObject({
      uploads: { driver: "local" },
      turnstile: { siteKey: "1x00000000000000000000AA" },
    });
    expect(() => readRegistrationConfig({ ENVIRONMENT: "production" })).toThrow();
    expect(() => readRegistrationConfig({ ...r2, UPLOAD_DRIVER: "local", UPLOAD_SIGNING_SECRET: "x".repeat(40) })).toThrow(
      /only for development/,
    );
    expect(() => readRegistrationConfig({ ...r2, TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" })).toThrow(/test secret/);
    expect(readRegistrationConfig(r2).uploads.driver).toBe("r2");
  });

  it("deployed, hands out R2's presigned PUT, the declared size and type signed", async () => {
    const agency = await agencyWithLink();
    const context = {
      db: createD1Database(env.DB),
      config: readAppConfig(env),
      bindings: env,
      origin: { method: "POST", path: "/test", routePath: null },
      now: new Date("2026-11-24T18:00:00Z"),
      client: { ip: null, userAgent: null },
      registration: readRegistrationConfig(r2),
      live: { publish: async () => 0 },
      ocr: () => {
        throw new Error("no OCR here");
      },
    };
    const slot = await openUploadSlot(context, {
      url: agency.url,
      file: { file_name: "cv.pdf", content_type: "application/pdf", size: 1234 },
    });
    const url = new URL(slot.upload_url);
    expect(url.origin).toBe("https://0123456789abcdef0123456789abcdef.r2.cloudflarestorage.com");
    expect(url.pathname).toBe(`/interim-files-production/registrations/${agency.id}/${slot.upload_id}`);
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(url.searchParams.get("X-Amz-Credential")).toBe("key-id/20261124/auto/s3/aws4_request");
    expect(slot.headers).toEqual({ "Content-Type": "application/pdf" });
    expect(slot.expires_at).toBe("2026-11-24T18:15:00.000Z");
  });
});
