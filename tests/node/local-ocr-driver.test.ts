import { describe, expect, it } from "vitest";
import { createLocalOcrDriver } from "#features/ocr/local-ocr-driver";
import { textPdf } from "../fixtures/text-pdf";

// The local OCR driver: a PDF's own text read with unpdf, fields kept only when the profile's rules accept them.

const driver = createLocalOcrDriver();

describe("local OCR driver", () => {
  it("reads names, birth date, e-mail, mobile and NIR from a PDF's text, in their stored forms", async () => {
    const pdf = textPdf([
      "Curriculum vitae",
      "Nom : Dupre",
      "Prenom : Helene Marie",
      "Nee le 14/03/1990 a Lyon",
      "helene.dupre@example.test - 06 12 34 56 78",
      "Securite sociale : 2 90 03 69 123 456 05",
    ]);
    const result = await driver.read({ bytes: pdf, mimeType: "application/pdf", kind: "cv", fileName: "cv.pdf" });
    expect(result.noText).toBe(false);
    expect(result.fields).toMatchObject({
      last_name: "Dupre",
      first_name: "Helene",
      birth_date: "1990-03-14",
      email: "helene.dupre@example.test",
      mobile_phone_number: "+33612345678",
      nir: "290036912345605",
    });
  });

  it("drops what the profile's validators refuse: a NIR with a wrong key, a landline as mobile", async () => {
    const pdf = textPdf(["Tel : 04 72 00 00 00", "NIR : 1 90 03 69 123 456 00"]);
    const result = await driver.read({ bytes: pdf, mimeType: "application/pdf", kind: "cv", fileName: "cv.pdf" });
    expect(result.fields.nir).toBeUndefined();
    expect(result.fields.mobile_phone_number).toBeUndefined();
  });

  it("says honestly that an image has no text, and so does a PDF without a text layer", async () => {
    const image = await driver.read({
      bytes: new Uint8Array([0xff, 0xd8, 0xff]),
      mimeType: "image/jpeg",
      kind: "identity",
      fileName: "id.jpg",
    });
    expect(image).toEqual({ fields: {}, noText: true });
    const blank = await driver.read({ bytes: textPdf([]), mimeType: "application/pdf", kind: "cv", fileName: "scan.pdf" });
    expect(blank).toEqual({ fields: {}, noText: true });
  });
});
