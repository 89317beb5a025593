import { postPublic } from "./public-api";
import { REGISTRATION_FILE_EXTENSIONS, REGISTRATION_FILE_MAX_BYTES } from "../+shared/registration-steps";

// A document goes from the browser straight to storage: /v1 gives a short-lived signed
// URL, and the bytes go there by XMLHttpRequest, whose upload events give the progress (fetch has none).
// Locally the URL is the API Worker's own signed route; in production R2's presigned URL: same code.

interface UploadSlot {
  upload_id: string;
  upload_url: string;
  method: "PUT";
  headers: Record<string, string>;
}

export type UploadOutcome = { ok: true; uploadId: string } | { ok: false; reason: "too_big" | "format" | "too_many" | "failed" };

/** What the browser can tell before sending (spec 001 §5): size and extension; /v1 checks the bytes. */
export function checkFile(file: File): "too_big" | "format" | null {
  if (file.size > REGISTRATION_FILE_MAX_BYTES) return "too_big";
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(REGISTRATION_FILE_EXTENSIONS as readonly string[]).includes(extension)) return "format";
  return null;
}

export async function uploadFile(spaceUrl: string, file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  const slot = await postPublic<UploadSlot>(`/spaces/${encodeURIComponent(spaceUrl)}/uploads`, {
    file_name: file.name,
    content_type: file.type || "application/octet-stream",
    size: file.size,
  });
  if (!slot.ok) {
    if (slot.status === 413) return { ok: false, reason: "too_big" };
    if (slot.status === 415) return { ok: false, reason: "format" };
    if (slot.status === 429) return { ok: false, reason: "too_many" };
    return { ok: false, reason: "failed" };
  }
  const sent = await new Promise<boolean>((resolve) => {
    const request = new XMLHttpRequest();
    request.open(slot.body.method, slot.body.upload_url);
    for (const [name, value] of Object.entries(slot.body.headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => resolve(request.status >= 200 && request.status < 300));
    request.addEventListener("error", () => resolve(false));
    request.addEventListener("abort", () => resolve(false));
    request.send(file);
  });
  if (!sent) return { ok: false, reason: "failed" };
  onProgress(100);
  return { ok: true, uploadId: slot.body.upload_id };
}
