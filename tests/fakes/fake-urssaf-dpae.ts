// A fake URSSAF DPAE web service for the driver and consumer tests: authentication, the gzipped
// ISO-8859-1 deposit with `Authorization: DSNLogin jeton=…`, and the flow's returns, shaped as public
// clients read them (DOMAIN.md). It counts the deposits it took: the tests' measure of "declared once".
// Faults are queued by the test and consumed one request at a time.

export type UrssafFault =
  | { kind: "status"; status: number; on: "auth" | "deposit" }
  /** The deposit is taken, then the answer never arrives (a timeout on our side). */
  | { kind: "accept-then-drop" };

export interface FakeUrssafDeposit {
  flowId: string;
  token: string;
  contentType: string | null;
  contentEncoding: string | null;
  /** The deposit as received: gzip bytes, then their ISO-8859-1 text. */
  gzipped: Uint8Array<ArrayBuffer>;
  xml: string;
}

export interface FakeUrssaf {
  handle(request: Request): Promise<Response>;
  faults: UrssafFault[];
  /** Every deposit request that reached the server (taken or not). */
  uploads: number;
  /** The deposits taken, each with its flow id. */
  deposits: FakeUrssafDeposit[];
  /** Sets what a flow's returns list answers: receipt only, the certificate, or a rejection. */
  setOutcome(flowId: string, outcome: "receipt" | "accepted" | { rejected: string }): void;
  /** Makes the returns list name a document on another host. */
  foreignReturnFor: Set<string>;
  authRequests: string[];
}

let nextFlow = 1;

async function gunzip(bytes: Uint8Array<ArrayBuffer>) {
  return new Uint8Array(await new Response(new Response(bytes).body!.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
}

function latin1(bytes: Uint8Array) {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

const TOKEN = "jeton-de-test-0123456789";

export function createFakeUrssaf(): FakeUrssaf {
  const faults: UrssafFault[] = [];
  const deposits: FakeUrssafDeposit[] = [];
  const outcomes = new Map<string, "receipt" | "accepted" | { rejected: string }>();
  const foreignReturnFor = new Set<string>();
  const authRequests: string[] = [];
  const fake: FakeUrssaf = {
    faults,
    deposits,
    uploads: 0,
    foreignReturnFor,
    authRequests,
    setOutcome: (flowId, outcome) => void outcomes.set(flowId, outcome),
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname === "/authentifier_dpae" && request.method === "POST") {
        const body = await request.text();
        authRequests.push(body);
        const fault = faults[0]?.kind === "status" && faults[0].on === "auth" ? faults.shift() : undefined;
        if (fault?.kind === "status") return new Response("Erreur", { status: fault.status });
        if (!body.includes("<motdepasse>secret-urssaf</motdepasse>") || !body.includes("<service>25</service>")) {
          return new Response("Authentification incorrecte", { status: 422 });
        }
        return new Response(TOKEN, { headers: { "Content-Type": "text/plain" } });
      }
      if (url.pathname === "/deposer-dsn/1.0/" && request.method === "POST") {
        fake.uploads++;
        const fault = faults[0] && (faults[0].kind === "accept-then-drop" || faults[0].on === "deposit") ? faults.shift() : undefined;
        if (fault?.kind === "status") return new Response("<erreur>indisponible</erreur>", { status: fault.status });
        if (request.headers.get("Authorization") !== `DSNLogin jeton=${TOKEN}`) return new Response("Jeton invalide", { status: 401 });
        const gzipped = new Uint8Array(await request.arrayBuffer());
        const xml = latin1(await gunzip(gzipped));
        if (!xml.includes("<FR_DUE_Upload")) return new Response("<erreur>Fichier non conforme</erreur>", { status: 422 });
        const flowId = `DPAE${String(nextFlow++).padStart(19, "0")}`;
        deposits.push({
          flowId,
          token: TOKEN,
          contentType: request.headers.get("Content-Type"),
          contentEncoding: request.headers.get("Content-Encoding"),
          gzipped,
          xml,
        });
        if (fault?.kind === "accept-then-drop") throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
        return new Response(`<?xml version="1.0"?><depot><idflux>${flowId}</idflux></depot>`, {
          headers: { "Content-Type": "application/xml" },
        });
      }
      if (request.headers.get("Authorization") !== `DSNLogin jeton=${TOKEN}`) return new Response("Jeton invalide", { status: 401 });
      const list = /^\/lister-retours-flux\/2\.0\/(.+)$/.exec(url.pathname);
      if (list) {
        const flowId = decodeURIComponent(list[1]!);
        if (!deposits.some((deposit) => deposit.flowId === flowId)) return new Response("Flux inconnu", { status: 404 });
        const outcome = outcomes.get(flowId);
        const names = outcome === undefined ? [] : outcome === "receipt" ? ["receipt"] : ["receipt", "final"];
        const origin = foreignReturnFor.has(flowId) ? "https://elsewhere.example" : url.origin;
        return Response.json({ Retours: { Flux: [{ Retour: names.map((name) => ({ URL: `${origin}/retours/${flowId}/${name}` })) }] } });
      }
      const document = /^\/retours\/([^/]+)\/(receipt|final)$/.exec(url.pathname);
      if (document) {
        const [, flowId, name] = document;
        if (name === "receipt") return new Response(`<retour profil="DPAE"><idflux>${flowId}</idflux><etat>recu</etat></retour>`);
        const outcome = outcomes.get(flowId!);
        if (outcome === "accepted") {
          return new Response(
            `<retour profil="DPAE"><etat_conformite>OK</etat_conformite><certificat_conformite>CERT-${flowId}</certificat_conformite></retour>`,
          );
        }
        if (outcome && typeof outcome === "object") {
          return new Response(`<retour profil="DPAE"><etat_conformite>KO</etat_conformite><message>${outcome.rejected}</message></retour>`);
        }
      }
      return new Response("Not found", { status: 404 });
    },
  };
  return fake;
}
