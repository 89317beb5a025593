import { describe, expect, it } from "vitest";
import { easterSunday, frenchPublicHolidays } from "../dates/french-public-holidays";
import { addJoursOuvrables, contractDueBy, isContractLate, isJourOuvrable } from "./working-days";

// The two jours ouvrables of L1251-17 / L1251-42: every day but Sunday and the French public holidays.

describe("French public holidays", () => {
  it("finds Easter Sunday over several years", () => {
    expect(["2024", "2025", "2026", "2027", "2028", "2029", "2030"].map((year) => easterSunday(Number(year)))).toEqual([
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2028-04-16",
      "2029-04-01",
      "2030-04-21",
    ]);
  });

  it("lists the eleven holidays of 2026, the three Easter-based ones included", () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-05-14",
      "2026-05-25",
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
  });

  it("reads Saturday as a working day and Sunday or a holiday as not", () => {
    expect(isJourOuvrable("2026-12-05")).toBe(true); // Saturday
    expect(isJourOuvrable("2026-12-06")).toBe(false); // Sunday
    expect(isJourOuvrable("2025-06-09")).toBe(false); // Whit Monday 2025
    expect(isJourOuvrable("2027-05-06")).toBe(false); // Ascension 2027
    expect(isJourOuvrable("2024-04-01")).toBe(false); // Easter Monday 2024
    expect(isJourOuvrable("2024-04-02")).toBe(true);
  });
});

describe("contractDueBy", () => {
  it("counts two working days after the first day, the first day not counted", () => {
    expect(contractDueBy("2026-12-07")).toBe("2026-12-09"); // Monday → Wednesday
    expect(contractDueBy("2026-12-04")).toBe("2026-12-07"); // Friday → Saturday, (Sunday), Monday
    expect(contractDueBy("2026-12-05")).toBe("2026-12-08"); // Saturday → (Sunday) Monday, Tuesday
  });

  it("skips the Easter-based holidays in different years", () => {
    // 2025: Easter Monday 21 April; a Saturday start reaches Tuesday 22 and Wednesday 23.
    expect(contractDueBy("2025-04-19")).toBe("2025-04-23");
    // 2026: Ascension Thursday 14 May; a Wednesday start reaches Friday 15 and Saturday 16.
    expect(contractDueBy("2026-05-13")).toBe("2026-05-16");
    // 2027: Whit Monday 17 May; a Saturday start reaches Tuesday 18 and Wednesday 19.
    expect(contractDueBy("2027-05-15")).toBe("2027-05-19");
    // 2028: Easter Monday 17 April; a Friday start: Saturday 15, then Tuesday 18.
    expect(contractDueBy("2028-04-14")).toBe("2028-04-18");
  });

  it("skips the fixed holidays and crosses the year", () => {
    // 2026: Christmas is a Friday; a Thursday 24 start: Saturday 26, then Monday 28.
    expect(contractDueBy("2026-12-24")).toBe("2026-12-28");
    // 2027: 31 December is a Friday; Saturday 1 January 2028 is a holiday, then Sunday: Monday 3 and Tuesday 4.
    expect(contractDueBy("2027-12-31")).toBe("2028-01-04");
    // 1 May and 8 May 2029 are Tuesdays: a Monday start reaches Wednesday 2 and Thursday 3.
    expect(contractDueBy("2029-04-30")).toBe("2029-05-03");
    expect(addJoursOuvrables("2029-05-07", 1)).toBe("2029-05-09");
  });

  it("flags an unsigned contract late from the day after its due day", () => {
    expect(isContractLate("2026-12-09", "2026-12-09", false)).toBe(false);
    expect(isContractLate("2026-12-09", "2026-12-10", false)).toBe(true);
    expect(isContractLate("2026-12-09", "2026-12-10", true)).toBe(false);
  });
});
