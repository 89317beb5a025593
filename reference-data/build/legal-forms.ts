// INSEE legal categories at their three levels (9, 39, 260 codes) from sources/legal-forms.json,
// with the English names of sources/legal-forms-labels-en.json.
// Run alone: `npx tsx reference-data/build/legal-forms.ts`.
import { z } from "zod";
import type { LegalFormEntry } from "../types";
import { isMainModule, readSource, writeData } from "./files";

const Level = (digits: number) => z.record(z.string().regex(new RegExp(`^\\d{${digits}}$`)), z.string().min(1));
const SourceSchema = z.object({ level1: Level(1), level2: Level(2), level3: Level(4) });
const EnglishSchema = z.object({ labels: z.array(z.object({ code: z.string(), label_en: z.string().min(1) })) });

export const LEGAL_FORMS_FILE = "legal-forms.json";

export function buildLegalForms(): LegalFormEntry[] {
  const source = SourceSchema.parse(readSource("legal-forms.json"));
  const english = new Map(EnglishSchema.parse(readSource("legal-forms-labels-en.json")).labels.map((row) => [row.code, row.label_en]));
  const levels = [
    [1, source.level1],
    [2, source.level2],
    [3, source.level3],
  ] as const;
  const rows: LegalFormEntry[] = [];
  for (const [level, labels] of levels) {
    const parentLength = level === 1 ? 0 : level === 2 ? 1 : 2;
    const parents = level === 1 ? {} : level === 2 ? source.level1 : source.level2;
    for (const code of Object.keys(labels).sort()) {
      const label_en = english.get(code);
      if (label_en === undefined) throw new Error(`legal form ${code} has no English name`);
      const parent = code.slice(0, parentLength);
      rows.push({
        level,
        code,
        // 00 and 0000 (collective investment undertakings) have no level-1 category "0".
        parent_code: parentLength > 0 && parent in parents ? parent : null,
        label_fr: labels[code]!.replace(/\s+/g, " ").trim(),
        label_en,
      });
    }
  }
  const unused = [...english.keys()].filter((code) => !rows.some((row) => row.code === code));
  if (unused.length) throw new Error(`English names for unknown legal forms: ${unused.join(", ")}`);
  return rows;
}

if (isMainModule(import.meta.url)) {
  const rows = buildLegalForms();
  console.log(`${writeData(LEGAL_FORMS_FILE, rows)}: ${rows.length} legal forms`);
}
