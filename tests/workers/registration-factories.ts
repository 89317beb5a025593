import { env } from "cloudflare:workers";
import { TURNSTILE_TEST_KEYS } from "#features/turnstile/turnstile-test-keys";
import { api, createSpace } from "./factories";
import { readJson } from "./json";
import { uniqueEmail, uniqueMobile } from "./worker-factories";

// Public registration: an agency with a link, files uploaded through the signed URL, and a
// valid registration body to change one field at a time.

export type UploadSlotAnswer = {
  upload_id: string;
  upload_url: string;
  method: string;
  headers: Record<string, string>;
  expires_at: string;
};

/** A live agency with a registration link, its ocr flag as asked. */
export async function agencyWithLink(options: { ocr?: boolean; deleted?: boolean } = {}) {
  const space = await createSpace({ deleted: options.deleted });
  const url = `agence-${crypto.randomUUID().slice(0, 12)}`;
  await env.DB.prepare("UPDATE spaces SET url = ?, city = 'Lyon', ocr_enabled = ?, siret = '12345678200010' WHERE id = ?")
    .bind(url, options.ocr ? 1 : 0, space.id)
    .run();
  return { ...space, url };
}

export function openSlot(url: string, file: { file_name?: string; content_type?: string; size: number }, ip?: string) {
  return api(`/v1/public/spaces/${url}/uploads`, {
    method: "POST",
    json: { file_name: file.file_name ?? "cv.pdf", content_type: file.content_type ?? "application/pdf", size: file.size },
    headers: ip ? { "CF-Connecting-IP": ip } : {},
  });
}

/** Opens a slot and PUTs the bytes to it as the browser does; answers the upload id. */
export async function uploadedFile(url: string, bytes: Uint8Array, fileName = "cv.pdf") {
  const slot = await openSlot(url, { file_name: fileName, size: bytes.byteLength });
  if (slot.status !== 201) throw new Error(`upload slot refused: ${slot.status} ${await slot.text()}`);
  const { upload_id, upload_url, headers } = await readJson<UploadSlotAnswer>(slot);
  const put = await api(upload_url, { method: "PUT", headers, body: bytes });
  if (put.status !== 204) throw new Error(`upload refused: ${put.status} ${await put.text()}`);
  return upload_id;
}

/** A valid registration body (spec 001 §3) with the given documents. */
export function registrationBody(documents: { upload_id: string; type: string; side?: string }[], overrides: Record<string, unknown> = {}) {
  return {
    sex: "misses",
    first_name: "Inès",
    last_name: "Moreau",
    email: uniqueEmail("candidate"),
    mobile_phone_number: uniqueMobile(),
    birth_date: "1994-02-03",
    postal_code: "69003",
    postal_city: "Lyon",
    favorite_jobs: ["Préparatrice de commandes"],
    transportation_means: ["mass_transit"],
    cet_consent: true,
    documents,
    route: "standard",
    turnstile_token: TURNSTILE_TEST_KEYS.dummyToken,
    ...overrides,
  };
}

export function register(url: string, body: unknown, ip?: string) {
  return api(`/v1/public/spaces/${url}/registrations`, { method: "POST", json: body, headers: ip ? { "CF-Connecting-IP": ip } : {} });
}
