import {
  MultipostingCredentialsRefusedError,
  MultipostingRefusedError,
  MultipostingUnavailableError,
  type MultipostingAccount,
  type MultipostingDriver,
} from "./multiposting-driver";
import { talentplugOfferXml, xmlText } from "./talentplug-offer-xml";

// Talentplug's partner web service (DOMAIN.md Providers; its partner documentation v1.13): one SOAP 1.1
// POST of SendToUbipostingLite(apiK, login, passwd, xml), answered with the URL where the recruiter
// finishes the offer and picks the job boards. apiK is our partner key (a secret); login and passwd
// are the agency's own account. A refused account or offer comes back as a SOAP fault, or as a result
// that is not a URL; either is read by its text (to confirm against a real answer, decision 0046).

export interface TalentplugOptions {
  /** The service's address: https://v2.mytalentplug.com/webservice/WebService.asmx. */
  url: string;
  apiKey: string;
  /** The web service's XML namespace (ASMX's own unless Talentplug's WSDL names another). */
  namespace?: string;
  /** Per call; far below the consumer's claim lease (db/job-offers/publication-state.ts). */
  timeoutMs?: number;
}

const DEFAULT_NAMESPACE = "http://tempuri.org/";
const DEFAULT_TIMEOUT_MS = 15_000;

/** What a refusal of the account says, in the provider's French or English. */
const CREDENTIALS_REFUSAL = /login|passw|identifiant|mot de passe|authentif|credential|unauthori[sz]ed/i;
/** What a refusal of our partner key says: our configuration, not the agency's account nor its offer. */
const PARTNER_KEY_REFUSAL = /apik|api key|cl[ée] (?:api|partenaire)|partner/i;

function envelope(namespace: string, fields: Record<string, string>): string {
  const body = Object.entries(fields)
    .map(([name, value]) => `<${name}>${xmlText(value)}</${name}>`)
    .join("");
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" ' +
    'xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><SendToUbipostingLite xmlns="${xmlText(namespace)}">${body}</SendToUbipostingLite></soap:Body></soap:Envelope>`
  );
}

/** The text of the first element named `name` (any prefix), its entities read back. */
function elementText(xml: string, name: string): string | null {
  const match = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`).exec(xml);
  if (!match) return null;
  return match[1]!
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}

function refusalOf(text: string): Error {
  const reason = text.slice(0, 500) || "Refused by Talentplug";
  // Logged loudly and retried: every agency is refused until TALENTPLUG_API_KEY is fixed.
  if (PARTNER_KEY_REFUSAL.test(reason))
    return new MultipostingUnavailableError(`Talentplug refused our partner key (TALENTPLUG_API_KEY): ${reason}`);
  return CREDENTIALS_REFUSAL.test(reason) ? new MultipostingCredentialsRefusedError(reason) : new MultipostingRefusedError(reason);
}

export function createTalentplugDriver(options: TalentplugOptions): MultipostingDriver {
  const namespace = options.namespace ?? DEFAULT_NAMESPACE;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One SendToUbipostingLite call: its result text, or the refusal or unavailability it met. */
  async function call(account: MultipostingAccount, xml: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: "POST",
        headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${namespace}SendToUbipostingLite"` },
        body: envelope(namespace, { apiK: options.apiKey, login: account.login, passwd: account.password, xml }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new MultipostingUnavailableError(`Talentplug unreachable: ${error instanceof Error ? error.name : "error"}`);
    }
    const answer = await response.text().catch(() => "");
    const fault = elementText(answer, "Fault");
    if (fault !== null) {
      // A SOAP fault names who is at fault: the sender (our request, the account) or the server (retry).
      const code = elementText(answer, "faultcode") ?? "";
      const reason = elementText(answer, "faultstring") ?? "";
      if (/server/i.test(code) && !CREDENTIALS_REFUSAL.test(reason) && response.status >= 500) {
        throw new MultipostingUnavailableError(`Talentplug fault: ${reason.slice(0, 300)}`);
      }
      throw refusalOf(reason);
    }
    if (response.status >= 500 || response.status === 429) throw new MultipostingUnavailableError(`Talentplug answered ${response.status}`);
    if (response.status === 401 || response.status === 403)
      throw new MultipostingCredentialsRefusedError(`Talentplug answered ${response.status}`);
    const result = elementText(answer, "SendToUbipostingLiteResult");
    if (!response.ok || result === null) throw new MultipostingUnavailableError(`Talentplug answered ${response.status} without a result`);
    return result;
  }

  return {
    async checkCredentials(account) {
      // The service has no sign-in of its own: an empty offer list is sent, which it refuses for want of
      // an offer once the account is known, or for the account itself. Only the latter is a refusal here.
      try {
        await call(account, '<?xml version="1.0" encoding="utf-8"?><offers/>');
      } catch (error) {
        if (error instanceof MultipostingRefusedError) return;
        throw error;
      }
    },

    async send(account, offer) {
      const result = await call(account, talentplugOfferXml(offer));
      if (!/^https?:\/\//i.test(result)) throw refusalOf(result);
      return { boardsUrl: result };
    },
  };
}
