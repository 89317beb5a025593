// Sirene staff-size bands (16 codes) with their bounds from sources/staff-size-bands.json and the
// display labels of sources/staff-size-bands-labels.json. Run alone: `npx tsx reference-data/build/staff-size-bands.ts`.
import { z } from "zod";
import type { StaffSizeBandEntry } from "../types";
import { isMainModule, readSource, writeData } from "./files";

const SourceSchema = z.object({
  codes: z.record(z.string(), z.string()),
  bounds: z.record(z.string(), z.tuple([z.number().int(), z.number().int().nullable()]).nullable()),
});
const LabelsSchema = z.object({
  labels: z.array(z.object({ code: z.string(), label_fr: z.string().min(1), label_en: z.string().min(1) })),
});

export const STAFF_SIZE_BANDS_FILE = "staff-size-bands.json";

export function buildStaffSizeBands(): StaffSizeBandEntry[] {
  const source = SourceSchema.parse(readSource("staff-size-bands.json"));
  // The labels file is in display order: NN first, then by size.
  const { labels } = LabelsSchema.parse(readSource("staff-size-bands-labels.json"));
  const sourceCodes = Object.keys(source.codes).sort();
  const labelCodes = labels.map((row) => row.code).sort();
  if (sourceCodes.join() !== labelCodes.join()) throw new Error("staff-size band labels do not match the source codes");
  return labels.map(({ code, label_fr, label_en }, index) => {
    const bounds = source.bounds[code] ?? null;
    return {
      code,
      label_fr,
      label_en,
      min_employees: bounds ? bounds[0] : null,
      max_employees: bounds ? bounds[1] : null,
      position: index + 1,
    };
  });
}

if (isMainModule(import.meta.url)) {
  const rows = buildStaffSizeBands();
  console.log(`${writeData(STAFF_SIZE_BANDS_FILE, rows)}: ${rows.length} bands`);
}
