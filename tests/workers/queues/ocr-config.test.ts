import { describe, expect, it } from "vitest";
import { readOcrConfig, type OcrBindings } from "#features/ocr/ocr-config";

// Decisions 0014 and 0024: OCR_DRIVER chosen like EMAIL_DRIVER; the local one only where nothing real is at stake.
function ocrConfigWith(vars: OcrBindings) {
  return readOcrConfig(vars);
}

describe("OCR driver configuration", () => {
  it("defaults to Mindee outside development, which needs its key; to the local driver in development", () => {
    for (const environment of ["production", "staging", undefined]) {
      expect(ocrConfigWith({ ENVIRONMENT: environment, MINDEE_API_KEY: "md" }).OCR_DRIVER, String(environment)).toBe("mindee");
      expect(() => ocrConfigWith({ ENVIRONMENT: environment }), String(environment)).toThrow(/MINDEE_API_KEY/);
    }
    expect(ocrConfigWith({ ENVIRONMENT: "development" }).OCR_DRIVER).toBe("local");
  });

  it("refuses the local driver in a deployment, and an unknown driver", () => {
    expect(() => ocrConfigWith({ ENVIRONMENT: "production", OCR_DRIVER: "local" })).toThrow(/only for development and tests/);
    expect(() => ocrConfigWith({ ENVIRONMENT: "development", OCR_DRIVER: "tesseract" })).toThrow();
    expect(ocrConfigWith({ ENVIRONMENT: "test", OCR_DRIVER: "local" }).OCR_DRIVER).toBe("local");
  });
});
