import type { ContractAudience, SignerRole } from "#domain/enums/contract";
import { SignatureNotSentError, SignatureRefusedError, type SignatureDriver } from "./signature-driver";

/** A call to Yousign that has not answered by then is treated as not sent (the job tries again). */
const TIMEOUT_MS = 15_000;

/** Where each signer's signature field goes: the last page's foot, the three side by side. */
const FIELD_X: Record<SignerRole, number> = { agency: 60, client: 230, worker: 230 };

/**
 * Yousign's v3 API, with fetch (their Node SDK is not needed for five calls): a signature request with
 * delivery_mode "none" (we send the links ourselves), both documents, three signers each with a
 * signature field on the documents they sign, then activation, which answers each signer's link. A 4xx
 * is refused with Yousign's own error text; a 5xx, a refused connection or a timeout is "not sent".
 */
export function createYousignDriver(options: { url: string; apiKey: string }): SignatureDriver {
  const base = options.url.replace(/\/$/, "");

  async function call(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    headers.set("Authorization", `Bearer ${options.apiKey}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new SignatureNotSentError(`Yousign ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status >= 500) throw new SignatureNotSentError(`Yousign ${path}: ${response.status}`);
    if (!response.ok) {
      const text = await response.text();
      let detail = text;
      try {
        const parsed = JSON.parse(text) as { detail?: string; title?: string };
        detail = parsed.detail ?? parsed.title ?? text;
      } catch {
        // Not JSON: the text as it came.
      }
      throw new SignatureRefusedError(`Yousign ${path}: ${response.status} ${detail}`.slice(0, 500));
    }
    return response;
  }

  async function json<T>(path: string, init: RequestInit & { json?: unknown } = {}) {
    return (await (await call(path, init)).json()) as T;
  }

  return {
    async createRequest(request) {
      const made = await json<{ id: string }>("/signature_requests", {
        method: "POST",
        json: { name: request.name, delivery_mode: "none", timezone: "Europe/Paris", external_id: request.externalId },
      });
      const documentIds = new Map<ContractAudience, string>();
      for (const document of request.documents) {
        const form = new FormData();
        form.append("file", new Blob([document.bytes], { type: "application/pdf" }), document.fileName);
        form.append("nature", "signable_document");
        const uploaded = await json<{ id: string }>(`/signature_requests/${made.id}/documents`, { method: "POST", body: form });
        documentIds.set(document.audience, uploaded.id);
      }
      const signerIds = new Map<SignerRole, string>();
      for (const signer of request.signers) {
        const added = await json<{ id: string }>(`/signature_requests/${made.id}/signers`, {
          method: "POST",
          json: {
            info: {
              first_name: signer.firstName,
              last_name: signer.lastName,
              email: signer.email,
              ...(signer.phone ? { phone_number: signer.phone } : {}),
              locale: signer.locale,
            },
            signature_level: "electronic_signature",
            signature_authentication_mode: signer.phone ? "otp_sms" : "otp_email",
            fields: signer.audiences.map((audience) => ({
              document_id: documentIds.get(audience),
              type: "signature",
              page: 1,
              x: FIELD_X[signer.role],
              y: 700,
              width: 150,
              height: 60,
            })),
          },
        });
        signerIds.set(signer.role, added.id);
      }
      const activated = await json<{ signers: { id: string; signature_link: string | null }[] }>(
        `/signature_requests/${made.id}/activate`,
        { method: "POST" },
      );
      const linkOf = new Map(activated.signers.map((signer) => [signer.id, signer.signature_link ?? ""]));
      const signerOf = (role: SignerRole) => {
        const signerId = signerIds.get(role) ?? "";
        return { signerId, link: linkOf.get(signerId) ?? "" };
      };
      return { requestId: made.id, signers: { client: signerOf("client"), worker: signerOf("worker"), agency: signerOf("agency") } };
    },

    async downloadSigned(requestId, audience) {
      const documents = await json<{ id: string; filename: string }[]>(`/signature_requests/${requestId}/documents`);
      const document =
        documents.find((candidate) => candidate.filename.includes(`-${audience}`)) ?? documents[audience === "client" ? 0 : 1];
      if (!document) throw new SignatureRefusedError(`Yousign ${requestId}: no ${audience} document`);
      const response = await call(`/signature_requests/${requestId}/documents/${document.id}/download`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
