// A fake Talentplug partner web service for the driver, consumer and credentials tests: one SOAP 1.1
// endpoint, SendToUbipostingLite(apiK, login, passwd, xml), answering the URL where the recruiter picks
// the job boards, or a SOAP fault (its partner documentation v1.13; fault texts are this fake's own).
// It keeps every request and the offers it took, by offerkey_ID: the tests' measure of "sent once".
// Faults are queued by the test and consumed one request at a time.

export const FAKE_TALENTPLUG_PATH = "/webservice/WebService.asmx";
export const FAKE_PARTNER_KEY = "partner-key-for-tests";
export const FAKE_NAMESPACE = "http://tempuri.org/";

export type TalentplugFault =
  /** Nothing comes back: our timeout ends the call. */
  | { kind: "timeout" }
  /** The service is down (a proxy's 503 page, not SOAP). */
  | { kind: "status"; status: number }
  /** A SOAP fault from the server side, with its text. */
  | { kind: "server-fault"; text: string }
  /** The offer is taken, then the answer is lost (a timeout on our side). */
  | { kind: "accept-then-drop" };

export interface FakeTalentplugRequest {
  soapAction: string | null;
  contentType: string | null;
  apiKey: string;
  login: string;
  password: string;
  xml: string;
}

export interface FakeTalentplugOffer {
  key: string;
  action: string;
  reference: string;
  title: string;
  xml: string;
  boardsUrl: string;
}

export interface FakeTalentplug {
  handle(request: Request): Promise<Response>;
  faults: TalentplugFault[];
  /** Agencies' accounts: login → password. */
  accounts: Map<string, string>;
  requests: FakeTalentplugRequest[];
  /** The offers taken, one per offerkey_ID however often it was sent. */
  offers: FakeTalentplugOffer[];
}

/** The error fetch gives when its timeout signal fires. */
export class FakeTimeoutError extends Error {
  override name = "TimeoutError";
}

function unescapeXml(text: string) {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

function field(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? unescapeXml(match[1]!) : null;
}

function soapFault(code: "soap:Client" | "soap:Server", text: string) {
  const body =
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
    `<soap:Fault><faultcode>${code}</faultcode><faultstring>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</faultstring></soap:Fault>` +
    "</soap:Body></soap:Envelope>";
  return new Response(body, { status: 500, headers: { "Content-Type": "text/xml; charset=utf-8" } });
}

function soapResult(url: string) {
  const body =
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
    `<SendToUbipostingLiteResponse xmlns="${FAKE_NAMESPACE}"><SendToUbipostingLiteResult>${url.replace(/&/g, "&amp;")}</SendToUbipostingLiteResult></SendToUbipostingLiteResponse>` +
    "</soap:Body></soap:Envelope>";
  return new Response(body, { headers: { "Content-Type": "text/xml; charset=utf-8" } });
}

const REQUIRED = ["offerkey_ID", "action", "reference", "release_date", "title", "description"] as const;

export function createFakeTalentplug(accounts: Record<string, string> = { "agence-lyon": "secret-talentplug" }): FakeTalentplug {
  const fake: FakeTalentplug = {
    faults: [],
    accounts: new Map(Object.entries(accounts)),
    requests: [],
    offers: [],
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname !== FAKE_TALENTPLUG_PATH || request.method !== "POST") return new Response("Not found", { status: 404 });
      const envelope = await request.text();
      const call = /<SendToUbipostingLite[^>]*>([\s\S]*)<\/SendToUbipostingLite>/.exec(envelope)?.[1];
      if (!call) return soapFault("soap:Client", "Requête SOAP illisible");
      const received: FakeTalentplugRequest = {
        soapAction: request.headers.get("SOAPAction"),
        contentType: request.headers.get("Content-Type"),
        apiKey: field(call, "apiK") ?? "",
        login: field(call, "login") ?? "",
        password: field(call, "passwd") ?? "",
        xml: field(call, "xml") ?? "",
      };
      fake.requests.push(received);
      const fault = fake.faults.shift();
      if (fault?.kind === "timeout") throw new FakeTimeoutError("The operation was aborted due to timeout");
      if (fault?.kind === "status") return new Response("<html>Service Unavailable</html>", { status: fault.status });
      if (fault?.kind === "server-fault") return soapFault("soap:Server", fault.text);
      if (received.soapAction !== `"${FAKE_NAMESPACE}SendToUbipostingLite"`) return soapFault("soap:Client", "SOAPAction inconnue");
      if (received.apiKey !== FAKE_PARTNER_KEY) return soapFault("soap:Client", "apiK : clé partenaire inconnue");
      if (fake.accounts.get(received.login) !== received.password) {
        return soapFault("soap:Client", "Identifiants invalides : login ou mot de passe incorrect");
      }
      const offer = /<offer>([\s\S]*?)<\/offer>/.exec(received.xml)?.[1];
      if (!offer) return soapFault("soap:Client", "Flux XML sans offre");
      const missing = REQUIRED.filter((name) => !field(offer, name));
      if (missing.length > 0) return soapFault("soap:Client", `Champ obligatoire manquant : ${missing.join(", ")}`);
      const key = field(offer, "offerkey_ID")!;
      let taken = fake.offers.find((candidate) => candidate.key === key);
      if (!taken) {
        taken = {
          key,
          action: field(offer, "action")!,
          reference: field(offer, "reference")!,
          title: field(offer, "title")!,
          xml: received.xml,
          boardsUrl: `https://v2.mytalentplug.com/finalisation/${encodeURIComponent(key)}?jobboards=1&from=ats`,
        };
        fake.offers.push(taken);
      }
      if (fault?.kind === "accept-then-drop") throw new FakeTimeoutError("The operation was aborted due to timeout");
      return soapResult(taken.boardsUrl);
    },
  };
  return fake;
}
