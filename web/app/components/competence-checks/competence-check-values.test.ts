import { describe, expect, it } from "vitest";
import { CompetenceCheckCreateSchema } from "#domain/companies/competence-check-schemas";
import { competenceCheckInputFromForm, todayInParis } from "./competence-check-values";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("the competence-check form as /v1 takes it", () => {
  it("names the four required fields when they are empty", () => {
    const result = CompetenceCheckCreateSchema.safeParse(competenceCheckInputFromForm(form({ qualification: " ", exchange: "" })));
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["company_id", "qualification", "contract_type", "called_on"]),
    );
  });

  it("accepts a complete check, flags read from the checkboxes", () => {
    const input = competenceCheckInputFromForm(
      form({
        company_id: "4",
        qualification: "Cariste",
        contract_type: "cdii",
        called_on: "2026-03-02",
        take_back: "on",
        company_phone: "",
      }),
    );
    expect(input).toMatchObject({ company_id: 4, take_back: true, prospect: false, company_phone: null });
    expect(CompetenceCheckCreateSchema.safeParse(input).success).toBe(true);
  });

  it("refuses a period that ends before it starts, under the end date", () => {
    const input = competenceCheckInputFromForm(
      form({
        company_id: "4",
        qualification: "Cariste",
        contract_type: "temporary",
        called_on: "2026-03-02",
        date_from: "2026-03-10",
        date_to: "2026-03-09",
      }),
    );
    expect(CompetenceCheckCreateSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["date_to", "date_to_before_date_from"],
    ]);
  });

  it("counts today in Paris: 23:30 UTC on 31 December is already 1 January there", () => {
    expect(todayInParis(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
  });
});
