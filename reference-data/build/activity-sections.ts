// Activity sections: NAF rev. 2 letters A to U and the NAF rev. 1 sections A to Q with their
// subsections AA to QA (spec 001 §3), from sources/activity-sections.json.
// Run alone: `npx tsx reference-data/build/activity-sections.ts`.
import { z } from "zod";
import type { ActivitySectionEntry } from "../types";
import { isMainModule, readSource, writeData } from "./files";

const Labels = { label_fr: z.string().min(1), label_en: z.string().min(1) };
const SourceSchema = z.object({
  naf_rev2: z.array(z.object({ code: z.string().regex(/^[A-U]$/), ...Labels, divisions: z.tuple([z.string(), z.string()]) })),
  naf_rev1: z.array(z.object({ code: z.string().regex(/^[A-Q]A?$|^[A-Q][A-Z]$/), ...Labels })),
});

export const ACTIVITY_SECTIONS_FILE = "activity-sections.json";

function readSections() {
  return SourceSchema.parse(readSource("activity-sections.json"));
}

/** The NAF rev. 2 section letter of a division ("78" → "N"). */
export function sectionOfDivision(division: string): string {
  const section = readSectionRanges().find(({ from, to }) => division >= from && division <= to);
  if (!section) throw new Error(`division ${division} is in no NAF rev. 2 section`);
  return section.code;
}

let ranges: { code: string; from: string; to: string }[] | undefined;
function readSectionRanges() {
  ranges ??= readSections().naf_rev2.map(({ code, divisions: [from, to] }) => ({ code, from, to }));
  return ranges;
}

export function buildActivitySections(): ActivitySectionEntry[] {
  const source = readSections();
  return [
    ...source.naf_rev2.map(({ code, label_fr, label_en }) => ({
      nomenclature: "naf_rev2" as const,
      code,
      parent_code: null,
      label_fr,
      label_en,
    })),
    ...source.naf_rev1.map(({ code, label_fr, label_en }) => ({
      nomenclature: "naf_rev1" as const,
      code,
      parent_code: code.length === 2 ? code.slice(0, 1) : null,
      label_fr,
      label_en,
    })),
  ];
}

if (isMainModule(import.meta.url)) {
  const rows = buildActivitySections();
  console.log(`${writeData(ACTIVITY_SECTIONS_FILE, rows)}: ${rows.length} sections`);
}
