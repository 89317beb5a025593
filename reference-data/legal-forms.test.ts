import { describe, expect, it } from "vitest";
import { readData } from "./build/files";
import { buildLegalForms, LEGAL_FORMS_FILE } from "./build/legal-forms";
import type { LegalFormEntry } from "./types";

const forms = readData(LEGAL_FORMS_FILE) as LegalFormEntry[];

describe("legal forms", () => {
  it("has the three INSEE levels: 9, 39 and 260 codes", () => {
    expect(forms.filter((row) => row.level === 1)).toHaveLength(9);
    expect(forms.filter((row) => row.level === 2)).toHaveLength(39);
    expect(forms.filter((row) => row.level === 3)).toHaveLength(260);
    expect(new Set(forms.map((row) => row.code)).size).toBe(forms.length);
  });

  it("names every form in French and English", () => {
    expect(forms.filter((row) => !row.label_fr || !row.label_en)).toEqual([]);
    const byCode = new Map(forms.map((row) => [row.code, row]));
    expect(byCode.get("5710")).toMatchObject({
      label_fr: "SAS, société par actions simplifiée",
      label_en: "Simplified joint-stock company (SAS)",
      parent_code: "57",
    });
    expect(byCode.get("5499")?.label_en).toBe("Limited liability company (unspecified)");
    expect(byCode.get("5202")?.label_en).toBe("General partnership (SNC)");
    expect(byCode.get("9220")?.label_en).toBe("Declared association");
    expect(byCode.get("1000")?.label_en).toBe("Sole proprietorship");
  });

  it("groups 4-digit codes under the categories 1xxx to 9xxx of spec 001 §3", () => {
    for (const row of forms.filter((form) => form.level === 3 && form.code !== "0000")) {
      expect(row.parent_code, row.code).toBe(row.code.slice(0, 2));
      expect(forms.find((form) => form.code === row.parent_code)?.parent_code).toBe(row.code.slice(0, 1));
    }
  });

  it("matches what its build script produces", () => {
    expect(buildLegalForms()).toEqual(forms);
  });
});
