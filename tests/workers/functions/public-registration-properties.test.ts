import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { api } from "../factories";
import { hostileString, hostileValue } from "../hostile-input";
import { agencyWithLink, registrationBody, uploadedFile } from "../registration-factories";

// strangers' bodies, whatever they are, get a 4xx and write nothing; never a 500.

const PUBLIC_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "mobile_phone_number",
  "nir",
  "birth_date",
  "favorite_jobs",
  "documents",
  "route",
  "turnstile_token",
  "sex",
  "postal_code",
];

async function workerCount(spaceId: number) {
  return (await env.DB.prepare("SELECT count(*) AS n FROM workers WHERE space_id = ?").bind(spaceId).first<{ n: number }>())!.n;
}

describe("public registration routes under hostile input", () => {
  it("answers 4xx to any mangled registration, upload slot or express reading, never a 500", async () => {
    const agency = await agencyWithLink({ ocr: true });
    const cv = await uploadedFile(agency.url, SAMPLES.pdf("property"));
    const valid = registrationBody([{ upload_id: cv, type: "cv" }]);
    const mangled = fc.record({
      route: fc.constantFrom("registrations", "uploads", "express-readings"),
      space: fc.oneof(
        { weight: 4, arbitrary: fc.constant(agency.url) },
        { weight: 1, arbitrary: hostileString.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "?"))) },
      ),
      body: fc.oneof(
        fc.dictionary(fc.constantFrom(...PUBLIC_FIELDS), hostileValue).map((overrides) => JSON.stringify({ ...valid, ...overrides })),
        hostileValue.map((value) => JSON.stringify(value)),
        hostileString,
      ),
    });
    await fc.assert(
      fc.asyncProperty(mangled, async ({ route, space, body }) => {
        const response = await api(`/v1/public/spaces/${space.slice(0, 2000)}/${route}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body,
        });
        // A body that stayed valid may register (once: its upload is then spent); anything else is refused.
        if (response.status === 201) return;
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
    expect(await workerCount(agency.id)).toBeLessThanOrEqual(1);
  });
});
