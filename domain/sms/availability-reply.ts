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

/** Reads a reply: yes, no, STOP, or free text (spec 000 §1: reply keywords OUI / NON). */
export function readAvailabilityReply(text: string): AvailabilityReply {
  const words = normalizeSearchText(text);
  if (STOP.has(words)) return "stop";
  if (AVAILABLE.has(words)) return "available";
  if (UNAVAILABLE.has(words)) return "unavailable";
  return "other";
}
