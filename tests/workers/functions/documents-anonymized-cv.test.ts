import { env } from "cloudflare:workers";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { AnonymizationPreview } from "#domain/documents/anonymized-cv-schemas";
import type { WorkerDocument } from "#domain/documents/document-schemas";
import { CV_BODY_LINES, cvPdf, type CvPerson } from "#tests/fixtures/cv-pdf";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { uploaded } from "../document-factories";
import { api, createSpace, signedInUser } from "../factories";
import { createWorker, type ErrorAnswer } from "../worker-factories";

// An anonymised CV (spec 000 §1, §2; decision 0026): the list's fields whited out and
// gone from the text, the areas staff drew too, the agency's stamp and comments, saved as a document.

const PERSON: CvPerson = {
  firstName: "Karim",
  lastName: "Benhamou",
  email: "karim.benhamou@example.fr",
  phone: "06 12 34 56 78",
  street: "14 rue Paul Bert",
  postalCode: "69003",
  city: "Lyon",
};

async function cvOfNewWorker() {
  const space = await createSpace({ name: "Intérim Test Lyon" });
  await env.DB.prepare("UPDATE spaces SET phone = ?, default_notification_email = ? WHERE id = ?")
    .bind("04 72 00 00 00", "lyon@agence.test", space.id)
    .run();
  const { token } = await signedInUser({ spaceIds: [space.id] });
  const worker = await createWorker(token, space.id, {
    first_name: PERSON.firstName,
    last_name: PERSON.lastName,
    email: `w-${crypto.randomUUID()}@example.fr`,
    postal_address: PERSON.street,
    postal_code: PERSON.postalCode,
    postal_city: PERSON.city,
  });
  const path = `/v1/workers/${worker.id}/documents`;
  const cv = await uploaded(path, token, await cvPdf(PERSON), { type: "cv", name: "CV Karim" }, "cv.pdf");
  return { token, path, cv, worker };
}

async function textOf(bytes: ArrayBuffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe("documents: an anonymised CV (spec 000 §2)", () => {
  it("whites out the last name, phone, e-mail, address and link: gone from the text; stamped, commented, saved", async () => {
    const { token, path, cv, worker } = await cvOfNewWorker();

    const preview = await api(`${path}/${cv.id}/anonymization`, { token });
    expect(preview.status).toBe(200);
    const { kind, found, pages } = (await preview.json()) as AnonymizationPreview;
    expect(kind).toBe("pdf");
    expect(pages).toHaveLength(1);
    expect(new Set(found.map((area) => area.field))).toEqual(
      new Set(["last_name", "mobile_phone_number", "email", "postal_address", "links"]),
    );

    // Staff also hide the employer's name by drawing over it (line 7 of the CV, y = 780 - 6 × 20).
    const drawn = { page: 0, x: 150, y: 655, width: 200, height: 18 };
    const answer = await api(`${path}/${cv.id}/anonymize`, {
      method: "POST",
      token,
      json: { areas: [drawn], comments: "Candidat sérieux, disponible lundi." },
    });
    expect(answer.status).toBe(201);
    const document = (await answer.json()) as WorkerDocument;
    expect(document).toMatchObject({ type: "anonymized_cv", name: "CV anonymisé", mime_type: "application/pdf", worker_id: worker.id });

    const file = await api(`${path}/${document.id}/file`, { token });
    expect(file.status).toBe(200);
    const text = await textOf(await file.arrayBuffer());
    for (const hidden of [
      PERSON.lastName,
      "karim.benhamou",
      "06 12 34 56 78",
      "rue Paul Bert",
      "69003",
      "linkedin",
      "Transports Garnier",
    ]) {
      expect(text).not.toContain(hidden);
    }
    // The rest of the CV, the stamp and the comments are there.
    expect(text).toContain("Karim");
    expect(text).toContain(CV_BODY_LINES[0]);
    expect(text).toContain("Intérim Test Lyon");
    expect(text).toContain("04 72 00 00 00");
    expect(text).toContain("Candidat sérieux, disponible lundi.");

    // The original CV is untouched.
    expect(await textOf(await (await api(`${path}/${cv.id}/file`, { token })).arrayBuffer())).toContain(PERSON.lastName);
  });

  it("hides only the fields of the user's anonymisation list when it is sent (spec 001 §3)", async () => {
    const { token, path, cv } = await cvOfNewWorker();
    const answer = await api(`${path}/${cv.id}/anonymize`, { method: "POST", token, json: { fields: ["email", "mobile_phone_number"] } });
    expect(answer.status).toBe(201);
    const document = (await answer.json()) as WorkerDocument;
    const text = await textOf(await (await api(`${path}/${document.id}/file`, { token })).arrayBuffer());
    expect(text).not.toContain("karim.benhamou");
    expect(text).not.toContain("06 12 34 56 78");
    expect(text).toContain(PERSON.lastName);
    expect(text).toContain("rue Paul Bert");

    const refused = await api(`${path}/${cv.id}/anonymize`, { method: "POST", token, json: { fields: ["nir"] } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ErrorAnswer).error.fields?.[0]).toMatchObject({ field: "fields.0" });
  });

  it("an image CV: no text, only the drawn areas; a document that gives no PDF says the spec's PDF error", async () => {
    const { token, path } = await cvOfNewWorker();
    const png = Uint8Array.from(
      atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
      (char) => char.charCodeAt(0),
    );
    const image = await uploaded(path, token, png, { type: "cv", name: "CV scanné" }, "cv.png");
    const preview = (await (await api(`${path}/${image.id}/anonymization`, { token })).json()) as AnonymizationPreview;
    expect(preview).toEqual({ kind: "image", pages: [{ width: 1, height: 1, lines: [] }], found: [] });
    const made = await api(`${path}/${image.id}/anonymize`, {
      method: "POST",
      token,
      json: { areas: [{ page: 0, x: 0, y: 0, width: 1, height: 1 }] },
    });
    expect(made.status).toBe(201);

    // A PDF that is only a signature, a Word file, a document that is no CV: 422 "PDF download error".
    const broken = await uploaded(path, token, SAMPLES.pdf("broken"), { type: "cv", name: "CV cassé" });
    const word = await uploaded(path, token, SAMPLES.docx(), { type: "cv", name: "CV Word" });
    const payslip = await uploaded(path, token, await cvPdf({ ...PERSON, lastName: "Autre" }), { type: "payslip" });
    for (const document of [broken, word, payslip]) {
      const refused = await api(`${path}/${document.id}/anonymize`, { method: "POST", token, json: {} });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as ErrorAnswer).error.message).toBe("PDF download error");
    }
  });
});
