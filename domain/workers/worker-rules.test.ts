import { describe, expect, it } from "vitest";
import { nirKey } from "../french/nir";
import { nirContradictsIdentity, nirCorsicaPredatesSplit, workerRuleIssues } from "./worker-rules";

function nir(body: string) {
  return body + String(nirKey(body)).padStart(2, "0");
}

const TODAY = new Date(Date.UTC(2026, 10, 21));

describe("worker rules across fields (spec 000 §5)", () => {
  it("needs an e-mail or a mobile, naming both when neither is there", () => {
    expect(workerRuleIssues({})).toEqual([
      { field: "email", message: "email_or_mobile_required" },
      { field: "mobile_phone_number", message: "email_or_mobile_required" },
    ]);
    expect(workerRuleIssues({ email: "a@b.fr" })).toEqual([]);
    expect(workerRuleIssues({ mobile_phone_number: "+33612345678", email: null })).toEqual([]);
  });

  it("finds a NIR agreeing with sex and birth date, Corsican and unknown-month ones included", () => {
    const base = { email: "a@b.fr" };
    expect(nirContradictsIdentity({ ...base, sex: "mister", birth_date: "1985-03-09", nir: nir("1850369123456") })).toBe(false);
    expect(nirContradictsIdentity({ ...base, sex: "misses", birth_date: "1990-07-15", nir: nir("290072A004123") })).toBe(false);
    // Born abroad (99), month unknown in the civil record (30): any month agrees.
    expect(nirContradictsIdentity({ ...base, sex: "mister", birth_date: "1970-05-01", nir: nir("1703099350123") })).toBe(false);
  });

  it("warns of a NIR contradicting the sex, the year or the month", () => {
    const base = { email: "a@b.fr" };
    const woman1990 = nir("2900469123456");
    for (const identity of [
      { sex: "mister" as const, birth_date: "1990-04-12" },
      { sex: "misses" as const, birth_date: "1991-04-12" },
      { sex: "misses" as const, birth_date: "1990-05-12" },
    ]) {
      expect(nirContradictsIdentity({ ...base, ...identity, nir: woman1990 })).toBe(true);
    }
  });

  it("compares nothing when the NIR is invalid (its own rule names it) or a field is missing", () => {
    const base = { email: "a@b.fr" };
    expect(nirContradictsIdentity({ ...base, sex: "mister", birth_date: "1990-04-12", nir: "290046912345600" })).toBe(false);
    expect(nirContradictsIdentity({ ...base, sex: null, birth_date: "1990-04-12", nir: nir("1900469123456") })).toBe(false);
    expect(nirContradictsIdentity({ ...base, sex: "misses", birth_date: "not a date", nir: nir("1900469123456") })).toBe(false);
  });

  it("warns of a 2A/2B NIR for a birth before 1976, by the birth date or else by the NIR's year", () => {
    // py-stdnum's 253072B07300470: valid, but 2B did not exist in 1953
    expect(nirCorsicaPredatesSplit({ nir: "253072B07300470" }, TODAY)).toBe(true);
    expect(nirCorsicaPredatesSplit({ nir: "253072B07300470", birth_date: "1953-07-02" }, TODAY)).toBe(true);
    expect(nirCorsicaPredatesSplit({ nir: nir("290072A004123"), birth_date: "1990-07-15" }, TODAY)).toBe(false);
    // 05 read as 1905 by the birth date typed beside it
    expect(nirCorsicaPredatesSplit({ nir: nir("105052A215325"), birth_date: "1905-05-02" }, TODAY)).toBe(true);
    expect(nirCorsicaPredatesSplit({ nir: nir("105052A215325") }, TODAY)).toBe(false);
    // "20" fits every year; an invalid NIR is its own rule's business
    expect(nirCorsicaPredatesSplit({ nir: nir("1530720073004"), birth_date: "1953-07-02" }, TODAY)).toBe(false);
    expect(nirCorsicaPredatesSplit({ nir: "253072B07300471" }, TODAY)).toBe(false);
  });
});
