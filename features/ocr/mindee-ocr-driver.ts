import { z } from "zod";
import { isoDateOf, validOcrFields } from "#domain/ocr/ocr-fields";
import { PermanentJobError, RetryableJobError } from "../jobs/job-errors";
import type { OcrDriver, OcrKind } from "./ocr-driver";

// Mindee's v1 predict API (docs read through the search tool: `POST /v1/products/mindee/{product}/{version}/predict`,
// multipart field `document`, header `Authorization: Token <key>`, the reading under
// document.inference.prediction). French identity card v2 and résumé v1; only the fields used are parsed.
const PRODUCTS: Record<OcrKind, string> = {
  identity: "/v1/products/mindee/idcard_fr/v2/predict",
  cv: "/v1/products/mindee/resume/v1/predict",
};

const Text = z.object({ value: z.string().nullable().optional() }).passthrough();
const IdentityPrediction = z.object({
  given_names: z.array(Text).default([]),
  surname: Text.optional(),
  birth_date: Text.optional(),
});
const ResumePrediction = z.object({
  given_names: z.array(Text).default([]),
  surnames: z.array(Text).default([]),
  email_address: Text.optional(),
  phone_number: Text.optional(),
});
const Answer = <T extends z.ZodType>(prediction: T) => z.object({ document: z.object({ inference: z.object({ prediction }) }) });

export function createMindeeOcrDriver(options: { apiUrl: string; apiKey: string }): OcrDriver {
  return {
    async read({ bytes, mimeType, kind, fileName }) {
      const form = new FormData();
      form.set("document", new Blob([new Uint8Array(bytes)], { type: mimeType }), fileName);
      const response = await fetch(new URL(PRODUCTS[kind], options.apiUrl), {
        method: "POST",
        headers: { Authorization: `Token ${options.apiKey}` },
        body: form,
      });
      if (response.status === 429 || response.status >= 500) throw new RetryableJobError(`Mindee answered ${response.status}`);
      if (!response.ok) throw new PermanentJobError(`Mindee refused the document: ${response.status}`);
      const json: unknown = await response.json();
      if (kind === "identity") {
        const { prediction } = Answer(IdentityPrediction).parse(json).document.inference;
        const fields = validOcrFields({
          first_name: prediction.given_names[0]?.value,
          last_name: prediction.surname?.value,
          birth_date: isoDateOf(prediction.birth_date?.value),
        });
        return { fields, noText: Object.keys(fields).length === 0 };
      }
      const { prediction } = Answer(ResumePrediction).parse(json).document.inference;
      const fields = validOcrFields({
        first_name: prediction.given_names[0]?.value,
        last_name: prediction.surnames[0]?.value,
        email: prediction.email_address?.value,
        mobile_phone_number: prediction.phone_number?.value,
      });
      return { fields, noText: Object.keys(fields).length === 0 };
    },
  };
}
