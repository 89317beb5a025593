// NAF rev. 2 (divisions, groups, classes, 732 sub-classes) from @socialgouv/codes-naf, with the
// English labels of sources/naf-rev2-labels-en.json. Run alone: `npx tsx reference-data/build/naf-rev2.ts`.
import { z } from "zod";
import type { NafCodeEntry, NafLevel } from "../types";
import { isMainModule, readPackageJson, readSource, writeData } from "./files";
import { sectionOfDivision } from "./activity-sections";

const PackageSchema = z.array(z.object({ id: z.string(), label: z.string().min(1) })).min(1);
const EnglishSchema = z.object({ labels: z.array(z.object({ code: z.string(), label_en: z.string().min(1) })) });

export const NAF_REV2_FILE = "naf-rev2.json";

const LEVEL_PATTERNS: [NafLevel, RegExp][] = [
  ["division", /^\d{2}$/],
  ["group", /^\d{2}\.\d$/],
  ["class", /^\d{2}\.\d{2}$/],
  ["subclass", /^\d{2}\.\d{2}[A-Z]$/],
];

export function nafLevelOf(code: string): NafLevel {
  const found = LEVEL_PATTERNS.find(([, pattern]) => pattern.test(code));
  if (!found) throw new Error(`not a NAF code: ${code}`);
  return found[0];
}

/** The code one level up: 01.11Z → 01.11 → 01.1 → 01 (→ the section letter). */
export function nafParentOf(code: string, level: NafLevel): string {
  switch (level) {
    case "division":
      return sectionOfDivision(code);
    case "group":
      return code.slice(0, 2);
    case "class":
      return code.slice(0, 4);
    case "subclass":
      return code.slice(0, 5);
  }
}

/** The source writes some labels with double spaces ("Fabrication  de produits en plastique"). */
function tidy(label: string): string {
  return label.replace(/\s+/g, " ").trim();
}

export function buildNafRev2(): NafCodeEntry[] {
  const source = PackageSchema.parse(readPackageJson("@socialgouv/codes-naf/index.json"));
  const english = new Map(EnglishSchema.parse(readSource("naf-rev2-labels-en.json")).labels.map((row) => [row.code, tidy(row.label_en)]));
  const byCode = new Map<string, NafCodeEntry>();
  for (const { id, label } of source) {
    const level = nafLevelOf(id);
    const parent_code = nafParentOf(id, level);
    const parent = byCode.get(parent_code);
    const label_fr = tidy(label);
    let label_en = english.get(id);
    // A code whose French label repeats its parent's, or the single sub-class Z of a class, has the
    // same meaning as the level above: it takes that English label (sources/README.md).
    if (label_en === undefined && parent && (parent.label_fr === label_fr || /Z$/.test(id))) label_en = parent.label_en ?? undefined;
    if (label_en === undefined) throw new Error(`NAF rev. 2 ${id} has no English label`);
    if (level !== "division" && !parent) throw new Error(`NAF rev. 2 ${id} comes before its parent ${parent_code}`);
    byCode.set(id, { nomenclature: "naf_rev2", code: id, level, parent_code, label_fr, label_en });
  }
  const unused = [...english.keys()].filter((code) => !byCode.has(code));
  if (unused.length) throw new Error(`English labels for unknown NAF rev. 2 codes: ${unused.join(", ")}`);
  return [...byCode.values()];
}

if (isMainModule(import.meta.url)) {
  const rows = buildNafRev2();
  console.log(`${writeData(NAF_REV2_FILE, rows)}: ${rows.length} codes`);
}
