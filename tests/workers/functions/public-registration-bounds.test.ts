import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TURNSTILE_TEST_KEYS } from "#features/turnstile/turnstile-test-keys";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { textPdf } from "#tests/fixtures/text-pdf";
import { api, randomClientIp } from "../factories";
import { readJson } from "../json";
import { agencyWithLink, register, registrationBody, uploadedFile } from "../registration-factories";
import type { ErrorAnswer } from "../worker-factories";

// Decision 0043: the paid and revealing public paths are bounded. An express reading needs a solved
// Turnstile challenge, reads an upload once and counts against the agency's daily OCR budget; the
// registration says "already taken" only to a caller who passed Turnstile and sent a CV that passed the
// checks; an unknown agency answers 404 before the body is judged.

const errorOf = async (response: Response) => (await readJson<ErrorAnswer>(response)).error;

function readCv(url: string, body: Record<string, unknown>) {
  // Each call from its own address: the per-address limits are not what is tested here.
  return api(`/v1/public/spaces/${url}/express-readings`, {
    method: "POST",
    json: body,
    headers: { "CF-Connecting-IP": randomClientIp() },
  });
}

const CV_LINES = ["Nom : Garnier", "Prenom : Lucie", "lucie.garnier@example.test", "06 98 76 54 32"];

describe("express readings are not free for all", () => {
  it("need a Turnstile token: 422 on turnstile_token when missing or refused, and the CV is not read", async () => {
    const agency = await agencyWithLink({ ocr: true });
    const cv = await uploadedFile(agency.url, textPdf(CV_LINES));
    for (const body of [{ upload_id: cv }, { upload_id: cv, turnstile_token: "not-a-solved-challenge" }]) {
      const refused = await readCv(agency.url, body);
      expect(refused.status).toBe(422);
      expect((await errorOf(refused)).fields?.map((field) => field.field)).toEqual(["turnstile_token"]);
    }
    const row = await env.DB.prepare("SELECT express_read_at, express_reading FROM registration_uploads WHERE id = ?").bind(cv).first();
    expect(row).toEqual({ express_read_at: null, express_reading: null });
  });

  it("read an upload once: a second call answers the first reading without asking the provider again", async () => {
    const agency = await agencyWithLink({ ocr: true });
    const cv = await uploadedFile(agency.url, textPdf(CV_LINES));
    const first = await readCv(agency.url, { upload_id: cv, turnstile_token: TURNSTILE_TEST_KEYS.dummyToken });
    expect(first.status).toBe(200);
    const reading = await readJson(first);
    // The file is gone from storage: a provider call would now fail. The stored reading answers.
    const { r2_key } = (await env.DB.prepare("SELECT r2_key FROM registration_uploads WHERE id = ?").bind(cv).first<{ r2_key: string }>())!;
    await env.FILES.delete(r2_key);
    const second = await readCv(agency.url, { upload_id: cv, turnstile_token: TURNSTILE_TEST_KEYS.dummyToken });
    expect(second.status).toBe(200);
    expect(await readJson(second)).toEqual(reading);
    const used = await env.DB.prepare("SELECT used FROM space_daily_usage WHERE space_id = ? AND kind = 'ocr'").bind(agency.id).first();
    expect(used).toEqual({ used: 1 });
  });

  it("count against the agency's daily OCR budget: past it, 403 naming the budget", async () => {
    const agency = await agencyWithLink({ ocr: true });
    await env.DB.prepare("UPDATE spaces SET ocr_daily_budget = 2 WHERE id = ?").bind(agency.id).run();
    const uploads = [];
    for (const name of ["Lucie", "Marc", "Ana"])
      uploads.push(await uploadedFile(agency.url, textPdf([`Nom : Garnier`, `Prenom : ${name}`])));
    for (const upload of uploads.slice(0, 2)) {
      expect((await readCv(agency.url, { upload_id: upload, turnstile_token: TURNSTILE_TEST_KEYS.dummyToken })).status).toBe(200);
    }
    const refused = await readCv(agency.url, { upload_id: uploads[2], turnstile_token: TURNSTILE_TEST_KEYS.dummyToken });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ fields: [{ field: "ocr_daily_budget", reason: "exceeded" }] });
    // An upload already read still answers: it costs nothing more.
    expect((await readCv(agency.url, { upload_id: uploads[0], turnstile_token: TURNSTILE_TEST_KEYS.dummyToken })).status).toBe(200);
  });
});

describe("registration reveals as little as the spec allows", () => {
  it("an unknown agency answers 404 before the body is judged, on every public write", async () => {
    for (const path of ["registrations", "express-readings", "uploads"]) {
      for (const body of [{}, { first_name: 3 }, "not json"]) {
        const response = await api(`/v1/public/spaces/nobody-here/${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": randomClientIp() },
          body: typeof body === "string" ? body : JSON.stringify(body),
        });
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(404);
      }
    }
    const deleted = await agencyWithLink({ deleted: true });
    expect((await register(deleted.url, {}, randomClientIp())).status).toBe(404);
  });

  it("'already taken' only after Turnstile passed and the mandatory CV was checked", async () => {
    const agency = await agencyWithLink();
    const known = registrationBody([{ upload_id: await uploadedFile(agency.url, SAMPLES.pdf()), type: "cv" }]);
    expect((await register(agency.url, known, randomClientIp())).status).toBe(201);
    const probe = (overrides: Record<string, unknown>) =>
      register(agency.url, { ...registrationBody([]), email: known.email, ...overrides }, randomClientIp());

    const noChallenge = await probe({ turnstile_token: "guessed", documents: [{ upload_id: crypto.randomUUID(), type: "cv" }] });
    expect(noChallenge.status).toBe(422);
    expect((await errorOf(noChallenge)).fields?.map((field) => field.field)).toEqual(["turnstile_token"]);

    const noCv = await probe({});
    expect(noCv.status).toBe(422);
    expect((await errorOf(noCv)).fields?.map((field) => field.reason)).toEqual(["resume_required"]);

    const unknownCv = await probe({ documents: [{ upload_id: crypto.randomUUID(), type: "cv" }] });
    expect(unknownCv.status).toBe(422);
    expect((await errorOf(unknownCv)).fields?.map((field) => field.field)).toEqual(["documents.0.upload_id"]);

    const paid = await probe({ documents: [{ upload_id: await uploadedFile(agency.url, SAMPLES.pdf("other")), type: "cv" }] });
    expect(paid.status).toBe(409);
    expect((await errorOf(paid)).message).toBe("email or mobile_phone_number already taken");
  });

  it("the reference is no platform-wide counter: an opaque code, different for each registration", async () => {
    const agency = await agencyWithLink();
    const references: string[] = [];
    for (let index = 0; index < 2; index++) {
      const body = registrationBody([{ upload_id: await uploadedFile(agency.url, SAMPLES.pdf(`ref-${index}`)), type: "cv" }]);
      const answer = await register(agency.url, body, randomClientIp());
      expect(answer.status).toBe(201);
      references.push((await readJson<{ reference: string }>(answer)).reference);
    }
    const ids = await env.DB.prepare("SELECT id FROM workers WHERE space_id = ? ORDER BY id").bind(agency.id).all<{ id: number }>();
    for (const reference of references) {
      expect(reference).toMatch(/^PE-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      for (const { id } of ids.results) expect(reference).not.toContain(String(id).padStart(6, "0"));
    }
    expect(references[0]).not.toBe(references[1]);
    // Staff find the same reference in the agency's notification.
    const { results } = await env.DB.prepare("SELECT params FROM notifications WHERE space_id = ? AND type = 3")
      .bind(agency.id)
      .all<{ params: string }>();
    expect(results.map((row) => JSON.parse(row.params).reference)).toEqual(expect.arrayContaining(references));
  });
});

describe("per-address limits", () => {
  it("count an IPv6 client by its /64: a new address per request does not escape the limit", async () => {
    const agency = await agencyWithLink();
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    // Sent at once, as in public-registration.test.ts: twice the limit plus one is sure to pass it.
    const responses = await Promise.all(
      Array.from({ length: 41 }, (_, index) => register(agency.url, {}, `${prefix}::${(index + 1).toString(16)}`)),
    );
    const limited = responses.find((response) => response.status === 429);
    expect(limited?.headers.get("Retry-After")).toBe("60");
  });
});
