import type { WorkerDocument } from "#domain/documents/document-schemas";
import { errorMessageKey } from "#web/app/lib/error-messages";
import { formMessageOf, type Refusal, type RefusalMessage } from "#web/app/lib/forms/refusal";

// One document's upload from the browser, with XMLHttpRequest: fetch() reports no upload progress, and
// the spec's bar should follow the bytes as they leave. The request goes to our own
// resource route (documents-upload.ts), which streams it on to /v1.

/** Stored, or why not: the route's refusal message, the connection's when no answer came. */
export type UploadOutcome = { ok: true; document: WorkerDocument } | { ok: false; message: RefusalMessage };

export function uploadWithProgress(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as { ok: true; document?: WorkerDocument } | Refusal | null;
      if (request.status >= 200 && request.status < 300 && body?.ok && body.document) {
        onProgress(1);
        resolve({ ok: true, document: body.document });
      } else {
        // An answer that is no refusal of ours (a proxy's page): said by its status, as the catalogue does.
        resolve({ ok: false, message: body && !body.ok ? formMessageOf(body.reply) : { key: errorMessageKey(request.status) } });
      }
    });
    // No answer at all (offline, connection cut): status 0, the connection message.
    request.addEventListener("error", () => resolve({ ok: false, message: { key: errorMessageKey(0) } }));
    request.send(form);
  });
}
