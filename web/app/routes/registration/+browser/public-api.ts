import type { FieldError } from "#domain/errors/app-error";

// Calls of the islands to /v1/public (same origin: the web Worker forwards /v1 to the API Worker).

export type PublicAnswer<T> =
  { ok: true; status: number; body: T } | { ok: false; status: number; code: string; message: string; fields: FieldError[] };

/** Status 0: the network failed (spec 001 §8 "connection problem"). */
export function postPublic<T>(path: string, body: unknown): Promise<PublicAnswer<T>> {
  return callPublic<T>(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
}

/** A DELETE of /v1/public (a sent file the candidate removes); its answer as `postPublic`'s. */
export function deletePublic(path: string): Promise<PublicAnswer<null>> {
  return callPublic<null>(path, { method: "DELETE", headers: { Accept: "application/json" } });
}

async function callPublic<T>(path: string, init: RequestInit): Promise<PublicAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`/v1/public${path}`, init);
  } catch {
    return { ok: false, status: 0, code: "network", message: "", fields: [] };
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, status: response.status, body: json as T };
  const error = (json as { error?: { code?: string; message?: string; fields?: FieldError[] } } | null)?.error;
  return { ok: false, status: response.status, code: error?.code ?? "", message: error?.message ?? "", fields: error?.fields ?? [] };
}
