import { createLocalOcrDriver } from "./local-ocr-driver";
import { createMindeeOcrDriver } from "./mindee-ocr-driver";
import type { OcrConfig } from "./ocr-config";
import type { OcrDriver } from "./ocr-driver";

/** The driver OCR_DRIVER names; the configuration schema already refused any other value. */
export function createOcrDriver(config: OcrConfig): OcrDriver {
  switch (config.OCR_DRIVER) {
    case "local":
      return createLocalOcrDriver();
    case "mindee":
      return createMindeeOcrDriver({ apiUrl: config.MINDEE_API_URL, apiKey: config.MINDEE_API_KEY });
  }
}
