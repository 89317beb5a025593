import type { WorkerDocument } from "#domain/documents/document-schemas";

// One document's upload from the browser, with XMLHttpRequest: fetch() reports no upload progress, and
// the spec's bar should follow the bytes as they leave. The request goes to our own
// resource route (documents-upload.ts), which streams it on to /v1.

export type UploadOutcome =
  { ok: true; document: WorkerDocument } | { ok: false; status: number; serverMessage: string | null; errorKey: string | null };

export function uploadWithProgress(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as { ok?: boolean; document?: WorkerDocument; serverMessage?: string | null; errorKey?: string } | null;
      if (request.status >= 200 && request.status < 300 && body?.ok && body.document) {
        onProgress(1);
        resolve({ ok: true, document: body.document });
      } else {
        resolve({ ok: false, status: request.status, serverMessage: body?.serverMessage ?? null, errorKey: body?.errorKey ?? null });
      }
    });
    // No answer at all (offline, connection cut): status 0, the connection message.
    request.addEventListener("error", () => resolve({ ok: false, status: 0, serverMessage: null, errorKey: null }));
    request.send(form);
  });
}
