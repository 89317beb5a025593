// SMS length by 3GPP TS 23.038 (spec 000 §5 SMS length; DOMAIN.md). One function for the API's preview,
// the stored row and the dialog's live count, so the three never disagree.

/** The GSM 7-bit default alphabet (23.038 §6.2.1), one septet each. 0x1B (escape) is not a character. */
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" + "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";

/** The default extension table (23.038 §6.2.1.1): escape + one septet, so two septets each. */
const GSM7_EXTENSION = "\f^{}\\[~]|€";

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export type SmsEncoding = "GSM-7" | "UCS-2";

/** One SMS holds 160 septets or 70 UTF-16 units; a part of a multipart one 153 or 67 (the rest is the UDH). */
export const SMS_LIMITS = {
  "GSM-7": { single: 160, part: 153 },
  "UCS-2": { single: 70, part: 67 },
} as const;

/**
 * The size limit the API enforces: 10 segments (1,530 GSM-7 septets or 670 UCS-2 units). Past that an
 * operator may refuse the concatenation, and each part is billed: a longer text is a letter, not an SMS.
 */
export const SMS_MAX_SEGMENTS = 10;

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** The characters (each once, in order of appearance) that forced UCS-2; empty for GSM-7. */
  ucs2Characters: string[];
}

/** Septets one character takes in GSM-7, or null when it has no GSM-7 form. */
function gsm7Septets(character: string): 1 | 2 | null {
  if (BASIC.has(character)) return 1;
  if (EXTENSION.has(character)) return 2;
  return null;
}

/** The characters outside both GSM-7 tables, each once, by code point (an emoji is one, not two halves). */
export function ucs2CharactersOf(message: string): string[] {
  const found = new Set<string>();
  for (const character of message) if (gsm7Septets(character) === null) found.add(character);
  return [...found];
}

/** Units one code point takes in the given encoding (a surrogate pair is 2 UTF-16 units). */
function unitsOf(character: string, encoding: SmsEncoding): number {
  return encoding === "GSM-7" ? (gsm7Septets(character) ?? 0) : character.length;
}

/**
 * The parts a message is sent as. Walks whole code points, so neither an escape pair (a 2-septet
 * character) nor a surrogate pair is ever cut: a part closes early when the next one does not fit.
 */
export function splitSmsSegments(message: string): string[] {
  const encoding: SmsEncoding = ucs2CharactersOf(message).length > 0 ? "UCS-2" : "GSM-7";
  const characters = [...message];
  const total = characters.reduce((sum, character) => sum + unitsOf(character, encoding), 0);
  const limits = SMS_LIMITS[encoding];
  if (total <= limits.single) return message.length === 0 ? [] : [message];
  const parts: string[] = [];
  let current = "";
  let used = 0;
  for (const character of characters) {
    const units = unitsOf(character, encoding);
    if (used + units > limits.part) {
      parts.push(current);
      current = "";
      used = 0;
    }
    current += character;
    used += units;
  }
  if (current) parts.push(current);
  return parts;
}

/** Encoding, units and segments of a message (an empty message is one segment of nothing). */
export function measureSms(message: string): SmsLength {
  const ucs2Characters = ucs2CharactersOf(message);
  const encoding: SmsEncoding = ucs2Characters.length > 0 ? "UCS-2" : "GSM-7";
  let units = 0;
  if (encoding === "UCS-2") units = message.length;
  else for (const character of message) units += unitsOf(character, encoding);
  // Cutting into parts only matters past one SMS, where a pair at a boundary can add a part.
  const segments = units <= SMS_LIMITS[encoding].single ? 1 : splitSmsSegments(message).length;
  return { encoding, units, segments, ucs2Characters };
}

/** The stored form of the encoding (db/schema/sms.ts). */
export function storedSmsEncoding(encoding: SmsEncoding): "gsm7" | "ucs2" {
  return encoding === "GSM-7" ? "gsm7" : "ucs2";
}
