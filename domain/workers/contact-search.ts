import { parseFrenchPhone } from "../french/phone";

// Decision 0016: when a candidate calls, the recruiter types the number (or e-mail) they give into the
// worker list's search box. A box holding one phone number or one e-mail looks the worker up by it;
// anything else is names. Phones are stored in E.164 (domain/french/phone.ts), e-mails lower-cased, so
// what is typed is normalised the same way and matched for equality, on an index.

export type ContactSearch = { phone: string } | { email: string };

/** "06 12 34 56 78", "0612345678", "+33 6 12 34 56 78", "0033…", "jean.dupont@exemple.fr"; otherwise null. */
export function contactSearchOf(text: string): ContactSearch | null {
  const typed = text.trim();
  if (typed.length === 0 || typed.length > 254) return null;
  if (/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(typed)) return { email: typed.toLowerCase() };
  if (!/^[\d\s.+()-]+$/.test(typed)) return null;
  const french = parseFrenchPhone(typed);
  if (french.ok) return { phone: french.e164 };
  // A foreign number, written internationally: kept as typed, without its separators.
  const compact = typed.replace(/[\s.()-]/g, "").replace(/^00/, "+");
  return /^\+[1-9]\d{7,14}$/.test(compact) ? { phone: compact } : null;
}
