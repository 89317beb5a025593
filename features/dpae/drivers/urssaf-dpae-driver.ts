import { z } from "zod";
import { DpaeNotSentError, DpaeOutcomeUnknownError, DpaeRefusedError, type DpaeDriver } from "./dpae-driver";
import { answerText, dpaeUploadBody } from "./dpae-upload-body";
import { readDpaeReturn, stateOfReturns } from "./read-dpae-return";

/** URSSAF's DPAE web service, by plain fetch (DOMAIN.md DPAE; endpoints as public clients use them). */
export interface UrssafDpaeOptions {
  /** POST the credentials, answered with a token. */
  authUrl: string;
  /** POST the gzipped XML with `Authorization: DSNLogin jeton=…`, answered with `<idflux>`. */
  depositUrl: string;
  /** GET `<returnsUrl>/<flow id>`: the list of the flow's returns, each a URL to read. */
  returnsUrl: string;
  /** The declarant's account: SIRET, name, first name, password, and service 25 (DPAE). */
  credentials: { siret: string; lastName: string; firstName: string; password: string; service?: string };
  /** Per request; far below the consumer's claim lease (db/dpae/dpae-deposit-state.ts). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

// The returns list, read loosely: URSSAF's JSON nests the flow's returns, each with the URL to read it.
const ReturnsListSchema = z.object({
  Retours: z
    .object({
      Flux: z.array(z.object({ Retour: z.array(z.object({ URL: z.string() })).optional() })).optional(),
    })
    .optional(),
});

function escapeXml(value: string) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function createUrssafDpaeDriver(options: UrssafDpaeOptions): DpaeDriver {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** A token for the next calls. Any failure here happens before a deposit: safe to retry. */
  async function authenticate(): Promise<string> {
    const { siret, lastName, firstName, password, service = "25" } = options.credentials;
    const body =
      `<?xml version="1.0" encoding="UTF-8"?><identifiants><siret>${escapeXml(siret)}</siret><nom>${escapeXml(lastName)}</nom>` +
      `<prenom>${escapeXml(firstName)}</prenom><motdepasse>${escapeXml(password)}</motdepasse><service>${escapeXml(service)}</service></identifiants>`;
    let response: Response;
    try {
      response = await fetch(options.authUrl, {
        method: "POST",
        headers: { "Content-Type": "application/xml" },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new DpaeNotSentError(`URSSAF authentication unreachable: ${error instanceof Error ? error.name : "error"}`);
    }
    const token = (await response.text().catch(() => "")).trim();
    // A refused password is no deposit either: the job waits for the secret to be fixed.
    if (!response.ok) throw new DpaeNotSentError(`URSSAF authentication answered ${response.status}`);
    if (token.length < 10) throw new DpaeNotSentError("URSSAF authentication answered no token");
    return token;
  }

  return {
    async deposit(xml) {
      const token = await authenticate();
      const body = await dpaeUploadBody(xml);
      let response: Response;
      try {
        response = await fetch(options.depositUrl, {
          method: "POST",
          headers: { "Content-Type": "application/xml", "Content-Encoding": "gzip", Authorization: `DSNLogin jeton=${token}` },
          body,
          // The body is gzipped already: workerd must send it as it is, not compress it again.
          encodeBody: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        } as RequestInit);
      } catch (error) {
        // The upload may have arrived and been taken: whether it was is unknown (decision 0030).
        throw new DpaeOutcomeUnknownError(`URSSAF deposit unanswered: ${error instanceof Error ? error.name : "error"}`);
      }
      const answer = answerText(
        new Uint8Array(await response.arrayBuffer().catch(() => new ArrayBuffer(0))),
        response.headers.get("Content-Type"),
      );
      // Only "busy, come back later" says the deposit was not taken. A 500 may come after it was stored:
      // unknown, like a timeout (decision 0030).
      if (response.status === 429 || response.status === 503) throw new DpaeNotSentError(`URSSAF deposit answered ${response.status}`);
      if (response.status === 401 || response.status === 403) throw new DpaeNotSentError(`URSSAF refused the token: ${response.status}`);
      if (response.status >= 400 && response.status < 500) {
        throw new DpaeRefusedError(
          `URSSAF refused the deposit (${response.status}): ${answer
            .replace(/<[^>]+>/g, " ")
            .trim()
            .slice(0, 500)}`,
        );
      }
      const flowId = /<idflux>\s*([^<\s]+)\s*<\/idflux>/i.exec(answer)?.[1];
      // 5xx, or a 2xx we cannot read: URSSAF may hold the deposit.
      if (!response.ok || !flowId) throw new DpaeOutcomeUnknownError(`URSSAF deposit answered ${response.status} without a flow id`);
      return { flowId };
    },

    async returns(flowId) {
      const token = await authenticate();
      const headers = { Authorization: `DSNLogin jeton=${token}` };
      const base = options.returnsUrl.endsWith("/") ? options.returnsUrl : `${options.returnsUrl}/`;
      const listUrl = new URL(encodeURIComponent(flowId), base);
      const list = await fetch(listUrl, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (list.status === 404) return { state: "waiting", message: null, returns: [] };
      if (!list.ok) throw new Error(`URSSAF returns answered ${list.status}`);
      const parsed = ReturnsListSchema.safeParse(await list.json().catch(() => null));
      if (!parsed.success) throw new Error("URSSAF returns answered something unreadable");
      const urls = (parsed.data.Retours?.Flux ?? []).flatMap((flux) => (flux.Retour ?? []).map((item) => item.URL));
      const read = [];
      for (const url of urls) {
        const target = new URL(url, listUrl);
        // The token goes only where the returns list lives, never to another host an answer names.
        if (target.origin !== listUrl.origin) throw new Error(`URSSAF return on another host: ${target.origin}`);
        const document = await fetch(target, { headers, signal: AbortSignal.timeout(timeoutMs) });
        if (!document.ok) throw new Error(`URSSAF return answered ${document.status}`);
        read.push(readDpaeReturn(answerText(new Uint8Array(await document.arrayBuffer()), document.headers.get("Content-Type"))));
      }
      return { ...stateOfReturns(read), returns: read };
    },
  };
}
