import { env } from "cloudflare:workers";
import { sha256Hex } from "#domain/auth/tokens";
import type { WorkerDocument } from "#domain/documents/document-schemas";
import { api, createSpace, createUser, signedInUser } from "./factories";
import { createWorker } from "./worker-factories";

// Builders for the documents API tests.

export type DocumentFields = Record<string, string>;

/** A new agency with one staff member and one worker; `path` is that worker's documents. */
export async function workerOfNewAgency() {
  const space = await createSpace();
  const agent = await signedInUser({ spaceIds: [space.id] });
  const worker = await createWorker(agent.token, space.id);
  return { space, agent, token: agent.token, worker, path: `/v1/workers/${worker.id}/documents` };
}

export function documentForm(bytes: Uint8Array, fields: DocumentFields = {}, fileName = "document.pdf") {
  const form = new FormData();
  form.set("file", new File([bytes], fileName));
  for (const [key, value] of Object.entries({ type: "cv", ...fields })) form.set(key, value);
  return form;
}

export function upload(path: string, token: string, bytes: Uint8Array, fields: DocumentFields = {}, fileName?: string) {
  return api(path, { method: "POST", token, body: documentForm(bytes, fields, fileName) });
}

export async function uploaded(path: string, token: string, bytes: Uint8Array, fields: DocumentFields = {}, fileName?: string) {
  const response = await upload(path, token, bytes, fields, fileName);
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as WorkerDocument;
}

export async function listed(path: string, token: string) {
  const response = await api(path, { token });
  if (response.status !== 200) throw new Error(`list failed: ${response.status}`);
  return (await response.json()) as WorkerDocument[];
}

/** The objects stored for a worker's documents. */
export async function storedKeys(spaceId: number, workerId: number) {
  const listed = await env.FILES.list({ prefix: `documents/${spaceId}/${workerId}/` });
  return listed.objects.map((object) => object.key);
}

export async function documentRows(workerId: number) {
  const { results } = await env.DB.prepare("SELECT id, r2_key, deleted_at FROM documents WHERE worker_id = ?").bind(workerId).all<{
    id: number;
    r2_key: string;
    deleted_at: number | null;
  }>();
  return results;
}

/** An API token of an API user of the space; `mobileApp` marks it as the mobile app's (decision 0022). */
export async function apiTokenOf(spaceId: number, mobileApp: boolean) {
  const user = await createUser({ spaceIds: [spaceId], apiAccess: true });
  const token = `${mobileApp ? "mobile" : "api"}-${crypto.randomUUID()}`;
  await env.DB.prepare("INSERT INTO api_tokens (user_id, token_hash, name, created_at, mobile_app) VALUES (?, ?, ?, ?, ?)")
    .bind(user.id, await sha256Hex(token), mobileApp ? "mobile app" : "integration", Date.now(), mobileApp ? 1 : 0)
    .run();
  return token;
}
