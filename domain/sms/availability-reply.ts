import { normalizeSearchText } from "../format/search-text";

/** What a worker's SMS means to an availability request. */
export type AvailabilityReply = "available" | "unavailable" | "stop" | "other";

// Decision 0021: the words a worker types on a phone to say yes or no, compared after folding accents,
// case and punctuation ("Oui !", "OUI.", "ouí" all read "oui"). Anything else is a message for a person.
const AVAILABLE = new Set([
  "oui",
  "o",
  "yes",
  "y",
  "ok",
  "okay",
  "dispo",
  "disponible",
  "oui dispo",
  "je suis dispo",
  "je suis disponible",
]);
const UNAVAILABLE = new Set(["non", "n", "no", "pas dispo", "non dispo", "indispo", "indisponible", "pas disponible", "non pas dispo"]);
// The opt-out words French operators honour (STOP, and the "STOP SMS" many phones send).
const STOP = new Set(["stop", "stop sms", "arret", "desabonner", "unsubscribe"]);

// Replies as people write them (decision 0049): a yes or a no with the words around it ("oui je suis
// dispo", "non merci", "ok ça marche 👍"). Emoji and punctuation fold away with the accents. A reply is
// read as yes or no only when it says one of them and nothing else but these courtesies; a condition,
// a question or a time ("oui mais le matin", "oui à partir de 14h") stays a message for a person.
const YES_WORDS = new Set([
  "oui",
  "ouais",
  "ouaip",
  "yes",
  "ok",
  "okay",
  "oki",
  "dispo",
  "disponible",
  "partant",
  "partante",
  "volontiers",
  "daccord",
]);
const NO_WORDS = new Set(["non", "no", "nan", "indispo", "indisponible", "impossible"]);
const NEGATABLE = new Set(["dispo", "disponible", "partant", "partante", "ok", "daccord"]);
/** Words that make a following "dispo" a no: "pas dispo", "je ne suis pas disponible". */
const NEGATIONS = new Set(["pas", "ne", "n", "plus"]);
const COURTESIES = new Set([
  "je",
  "j",
  "suis",
  "serai",
  "c",
  "est",
  "ca",
  "marche",
  "me",
  "va",
  "pour",
  "moi",
  "bien",
  "sur",
  "tres",
  "avec",
  "plaisir",
  "merci",
  "mrc",
  "beaucoup",
  "bonjour",
  "bonsoir",
  "salut",
  "slt",
  "cordialement",
  "desole",
  "desolee",
  "dsl",
  "madame",
  "monsieur",
  "top",
  "parfait",
  "super",
  "nickel",
  "recu",
  "bon",
  "d",
  "accord",
  "vous",
  "toi",
  "la",
  "cette",
  "fois",
  "ci",
  "du",
  "tout",
]);

function readWords(words: string): AvailabilityReply {
  const tokens = words
    .replace(/\bd accord\b/g, "daccord")
    .replace(/\bpas de (souci|soucis|probleme|problemes)\b/g, "ok")
    .split(" ")
    .filter(Boolean)
    // "ouiii", "nonn", "okkk": a letter held down.
    .map((token) => token.replace(/([a-z])\1+$/, "$1"));
  let yes = false;
  let no = false;
  let negated = false;
  for (const token of tokens) {
    if (NEGATIONS.has(token)) negated = true;
    else if (YES_WORDS.has(token)) {
      // "pas dispo", "je ne suis pas disponible": a negated yes is a no ("pas oui" means nothing).
      if (!negated) yes = true;
      else if (NEGATABLE.has(token)) no = true;
      else return "other";
    } else if (NO_WORDS.has(token)) no = true;
    else if (!COURTESIES.has(token)) return "other";
  }
  if (yes === no) return "other";
  if (negated && yes) return "other";
  return yes ? "available" : "unavailable";
}

/** Reads a reply: yes, no, STOP, or free text (spec 000 §1: reply keywords OUI / NON). */
export function readAvailabilityReply(text: string): AvailabilityReply {
  const words = normalizeSearchText(text);
  if (STOP.has(words)) return "stop";
  if (AVAILABLE.has(words)) return "available";
  if (UNAVAILABLE.has(words)) return "unavailable";
  return readWords(words);
}
