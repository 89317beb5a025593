import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "../factories";
import { readJson } from "../json";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { agencyWithLink, register, registrationBody, uploadedFile } from "../registration-factories";

// Spec 001 §2, §4 (decision 0045): an agency's registration may ask an employer step, whose answers
// reach the new worker's file; a candidate may remove a file sent before registering.

describe("the employer step", () => {
  it("is an agency's setting its public face announces", async () => {
    const agency = await agencyWithLink();
    const before = await readJson<{ features: { employer_step: boolean } }>(await api(`/v1/public/spaces/${agency.url}`));
    expect(before.features.employer_step).toBe(false);
    await env.DB.prepare("UPDATE spaces SET registration_employer_step = 1 WHERE id = ?").bind(agency.id).run();
    const after = await readJson<{ features: { employer_step: boolean } }>(await api(`/v1/public/spaces/${agency.url}`));
    expect(after.features.employer_step).toBe(true);
  });

  it("writes the last employer on the new worker's file, in one batch with the worker", async () => {
    const agency = await agencyWithLink();
    const cv = await uploadedFile(agency.url, SAMPLES.pdf("Curriculum vitae employeur"));
    const response = await register(
      agency.url,
      registrationBody([{ upload_id: cv, type: "cv" }], {
        last_employer_name: "Transports Garnier",
        last_employer_city: "Vénissieux",
        last_employer_job: "Cariste",
        last_employer_until: "2026-03-31",
        last_employer_may_contact: true,
      }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const comment = await env.DB.prepare(
      "SELECT c.body, c.user_id FROM worker_comments c JOIN workers w ON w.id = c.worker_id WHERE w.space_id = ?",
    )
      .bind(agency.id)
      .first<{ body: string; user_id: number | null }>();
    expect(comment).toEqual({
      body: "Dernier employeur (inscription) : Transports Garnier, Vénissieux — Cariste — jusqu'au 31/03/2026. Peut être contacté pour une référence : oui.",
      user_id: null,
    });
  });

  it("refuses an employer's date that is not a date, under its field", async () => {
    const agency = await agencyWithLink();
    const cv = await uploadedFile(agency.url, SAMPLES.pdf("Curriculum vitae date"));
    const response = await register(agency.url, registrationBody([{ upload_id: cv, type: "cv" }], { last_employer_until: "mars 2026" }));
    expect(response.status).toBe(422);
    const body = await readJson<{ error: { fields: { field: string }[] } }>(response);
    expect(body.error.fields.map((field) => field.field)).toContain("last_employer_until");
  });
});

describe("DELETE /v1/public/spaces/{url}/uploads/{upload_id}", () => {
  it("removes the file and its slot: the registration can no longer use it", async () => {
    const agency = await agencyWithLink();
    const cv = await uploadedFile(agency.url, SAMPLES.pdf("Curriculum vitae retiré"));
    const key = (await env.DB.prepare("SELECT r2_key FROM registration_uploads WHERE id = ?").bind(cv).first<{ r2_key: string }>())!.r2_key;
    expect(await env.FILES.head(key)).not.toBeNull();

    const removed = await api(`/v1/public/spaces/${agency.url}/uploads/${cv}`, { method: "DELETE" });
    expect(removed.status).toBe(204);
    expect(await env.FILES.head(key)).toBeNull();
    expect(await env.DB.prepare("SELECT 1 FROM registration_uploads WHERE id = ?").bind(cv).first()).toBeNull();
    expect((await register(agency.url, registrationBody([{ upload_id: cv, type: "cv" }]))).status).toBe(422);
    // Twice: it is gone.
    expect((await api(`/v1/public/spaces/${agency.url}/uploads/${cv}`, { method: "DELETE" })).status).toBe(404);
  });

  it("never reaches another agency's upload", async () => {
    const mine = await agencyWithLink();
    const theirs = await agencyWithLink();
    const cv = await uploadedFile(theirs.url, SAMPLES.pdf("Curriculum vitae d'ailleurs"));
    expect((await api(`/v1/public/spaces/${mine.url}/uploads/${cv}`, { method: "DELETE" })).status).toBe(404);
    expect(await env.DB.prepare("SELECT 1 AS kept FROM registration_uploads WHERE id = ?").bind(cv).first()).toEqual({ kept: 1 });
    expect((await api(`/v1/public/spaces/${mine.url}/uploads/not-a-uuid`, { method: "DELETE" })).status).toBe(422);
  });
});
