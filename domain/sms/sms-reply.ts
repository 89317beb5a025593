import { normalizeSearchText } from "../format/search-text";
import { readAvailabilityReply, type AvailabilityReply } from "./availability-reply";

// A worker's SMS as the routing reads it (decision 0043): what it means (yes, no, STOP, or a message
// for a person) and the reply code it names, if any. The code is what ties a reply to the question it
// answers when several agencies wait on one number: "OUI 4821", "4821 oui", "Oui, 4821", "oui4821".

/** Reply codes have four digits, 1000 to 9999: short to type, never read as a time or a year by mistake. */
export const REPLY_CODE_PATTERN = /^[1-9]\d{3}$/;
const CODE_COUNT = 9000;

export interface SmsReply {
  meaning: AvailabilityReply;
  /** The reply code the SMS names, or null. */
  code: string | null;
}

/**
 * Reads a reply: a keyword (OUI, NON, STOP and their variants) with or without a code before or after
 * it, a code alone, or a message that starts with a code ("4821 je serai en retard"); anything else is
 * a message with no code. A number inside a sentence ("je finis à 1730") is not a code.
 */
export function readSmsReply(text: string): SmsReply {
  const words = normalizeSearchText(text)
    .replace(/([a-z])(\d)/g, "$1 $2")
    .replace(/(\d)([a-z])/g, "$1 $2");
  const tokens = words ? words.split(" ") : [];
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (first !== undefined && REPLY_CODE_PATTERN.test(first)) {
    const rest = tokens.slice(1).join(" ");
    const meaning = rest ? readAvailabilityReply(rest) : "other";
    return { meaning, code: first };
  }
  if (last !== undefined && tokens.length > 1 && REPLY_CODE_PATTERN.test(last)) {
    const meaning = readAvailabilityReply(tokens.slice(0, -1).join(" "));
    // Only a keyword names its code at the end; a sentence ending in a number keeps its number.
    if (meaning !== "other") return { meaning, code: last };
  }
  return { meaning: readAvailabilityReply(text), code: null };
}

/**
 * A code no open question to the same number uses. `random` gives a number in [0, 1) (Math.random, or
 * a fixed sequence in a test); after a few draws it walks the codes in order, so it always ends.
 */
export function pickReplyCode(taken: ReadonlySet<string>, random: () => number = Math.random): string {
  for (let draw = 0; draw < 8; draw++) {
    const code = String(1000 + Math.floor(random() * CODE_COUNT));
    if (!taken.has(code)) return code;
  }
  for (let value = 1000; value < 1000 + CODE_COUNT; value++) if (!taken.has(String(value))) return String(value);
  throw new Error("every reply code is taken for this number");
}

/** "Répondez OUI 4821 ou NON 4821." */
export function yesOrNoWithCode(code: string) {
  return `Répondez OUI ${code} ou NON ${code}.`;
}

/** How many agencies a question may name before it only says to call the agency: an SMS stays short. */
export const WHICH_AGENCY_MAX = 3;

/**
 * The one SMS a worker gets when a yes or a no reached no agency because several wait on the number
 * and the reply named none (decision 0043), in French: each agency with the code to answer it.
 */
export function whichAgencyForAnswerText(said: "OUI" | "NON", agencies: readonly { name: string; code: string }[]) {
  if (agencies.length > WHICH_AGENCY_MAX) {
    return `Votre réponse « ${said} » n'a été transmise à aucune agence : plusieurs attendent votre réponse. Répondez en recopiant le code donné dans le message de l'agence (« ${said} 1234 »).`;
  }
  const choices = agencies.map((agency) => `${said} ${agency.code} pour ${agency.name}`).join(", ");
  return `Votre réponse « ${said} » n'a été transmise à aucune agence : plusieurs attendent votre réponse. Répondez ${choices}.`;
}

/**
 * The one SMS a worker gets when a message reached no agency because several hold the number: resend
 * it starting with the code of the agency it is for.
 */
export function whichAgencyForMessageText(agencies: readonly { name: string; code: string }[]) {
  if (agencies.length > WHICH_AGENCY_MAX) {
    return "Votre message n'a été transmis à aucune agence : vous êtes inscrit(e) dans plusieurs. Contactez directement l'agence concernée.";
  }
  const choices = agencies.map((agency) => `${agency.code} pour ${agency.name}`).join(", ");
  return `Votre message n'a été transmis à aucune agence : vous êtes inscrit(e) dans plusieurs. Renvoyez-le en commençant par ${choices}.`;
}
