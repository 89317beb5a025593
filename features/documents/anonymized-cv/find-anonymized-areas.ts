import type { AnonymizedField, Area } from "#domain/documents/anonymized-cv-schemas";
import type { TextLine, TextPage } from "./cv-text-layout";

// Where the fields of the proposal anonymisation list (spec 001 §3) stand in a CV's text: the worker's
// own last name and postal address, and any e-mail, phone number or link (a CV may carry an old one).

export interface WorkerIdentity {
  last_name: string;
  postal_address: string | null;
  postal_code: string | null;
  postal_city: string | null;
}

/** A hidden part of one line: characters [start, end). */
export interface HiddenRange {
  start: number;
  end: number;
  field: AnonymizedField;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// French numbers as CVs print them (06 12 34 56 78, 06.12.34.56.78, +33 6 12 34 56 78) and other
// international ones with enough digits to be a phone.
const PHONE = /(?:\+\d{1,3}[\s.-]?\(?0?\)?[\s.-]?|\b0)\d(?:[\s.-]?\d{2}){4}\b/g;
const LINK = /\b(?:https?:\/\/|www\.)[^\s]+|\b[\w-]+\.(?:linkedin|github|viadeo)\.com\/[^\s]*|\blinkedin\.com\/[^\s]*/gi;

/** Lower case without accents, one character for one: positions in it are positions in the text. */
function fold(text: string): string {
  return [...text]
    .map(
      (char) =>
        char
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase()[0] ?? char,
    )
    .join("");
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The worker's own words to hide, each as a pattern over folded text. */
function ownPatterns(worker: WorkerIdentity, list: readonly AnonymizedField[]): { field: AnonymizedField; pattern: RegExp }[] {
  const patterns: { field: AnonymizedField; pattern: RegExp }[] = [];
  const words = (value: string | null, minimum: number) =>
    (value ? fold(value).split(/[\s,]+/) : []).filter((word) => word.length >= minimum).map(escapeRegExp);
  if (list.includes("last_name")) {
    // Each word of a compound name ("Martin-Dupont", "De La Tour") that says something on its own.
    for (const word of fold(worker.last_name)
      .split(/[\s-]+/)
      .filter((part) => part.length >= 3)) {
      patterns.push({ field: "last_name", pattern: new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, "gu") });
    }
  }
  if (list.includes("postal_address")) {
    const street = worker.postal_address ? fold(worker.postal_address).trim() : "";
    if (street.length >= 4)
      patterns.push({ field: "postal_address", pattern: new RegExp(escapeRegExp(street).replace(/\s+/g, "\\s+"), "g") });
    if (worker.postal_code) {
      const city = words(worker.postal_city, 2).join("[\\s-]+");
      patterns.push({
        field: "postal_address",
        pattern: new RegExp(`\\b${escapeRegExp(worker.postal_code)}\\b${city ? `(?:\\s+${city})?` : ""}`, "g"),
      });
    }
  }
  return patterns;
}

export function hiddenRangesOf(text: string, worker: WorkerIdentity, list: readonly AnonymizedField[]): HiddenRange[] {
  const folded = fold(text);
  const ranges: HiddenRange[] = [];
  const add = (pattern: RegExp, field: AnonymizedField, source = folded) => {
    for (const match of source.matchAll(pattern)) ranges.push({ start: match.index, end: match.index + match[0].length, field });
  };
  if (list.includes("email")) add(EMAIL, "email", text);
  if (list.includes("mobile_phone_number")) add(PHONE, "mobile_phone_number", text);
  if (list.includes("links")) add(LINK, "links", text);
  for (const { field, pattern } of ownPatterns(worker, list)) add(pattern, field);
  return ranges.sort((left, right) => left.start - right.start);
}

/** The area of a line's characters [start, end): the run's width shared out by character. */
export function areaOfRange(line: TextLine, page: number, start: number, end: number): Area {
  const length = Math.max(line.text.length, 1);
  const x = line.x + (line.width * start) / length;
  const width = Math.max((line.width * (end - start)) / length, 1);
  // From under the descenders to above the capitals, a little wider than the glyphs.
  return { page, x: Math.max(x - 1, 0), y: Math.max(line.y - line.height * 0.3, 0), width: width + 2, height: line.height * 1.35 };
}

export function findAnonymizedAreas(pages: TextPage[], worker: WorkerIdentity, list: readonly AnonymizedField[]) {
  const found: (Area & { field: AnonymizedField })[] = [];
  pages.forEach((page, index) => {
    for (const line of page.lines) {
      for (const range of hiddenRangesOf(line.text, worker, list))
        found.push({ ...areaOfRange(line, index, range.start, range.end), field: range.field });
    }
  });
  return found;
}
