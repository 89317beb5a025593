// NAF 2025 sub-classes (747) from sources/naf-2025.json. The source has no divisions, groups or
// classes and no English labels: the interface shows the French label (label_en null).
// Run alone: `npx tsx reference-data/build/naf-2025.ts`.
import { z } from "zod";
import type { NafCodeEntry } from "../types";
import { isMainModule, readSource, writeData } from "./files";

const SourceSchema = z.object({ subclasses: z.record(z.string().regex(/^\d{2}\.\d{2}[A-Z]$/), z.string().min(1)) });

export const NAF_2025_FILE = "naf-2025.json";

export function buildNaf2025(): NafCodeEntry[] {
  const { subclasses } = SourceSchema.parse(readSource("naf-2025.json"));
  return Object.entries(subclasses)
    .map(([code, label]) => ({
      nomenclature: "naf_2025" as const,
      code,
      level: "subclass" as const,
      // The class the sub-class belongs to; the source has no row for it.
      parent_code: code.slice(0, 5),
      label_fr: label.replace(/\s+/g, " ").trim(),
      label_en: null,
    }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

if (isMainModule(import.meta.url)) {
  const rows = buildNaf2025();
  console.log(`${writeData(NAF_2025_FILE, rows)}: ${rows.length} sub-classes`);
}
