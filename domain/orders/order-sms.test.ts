import { describe, expect, it } from "vitest";
import { proposalSmsText } from "./order-sms";

const periods = [
  { starts_at: new Date("2026-12-07T07:00:00Z"), ends_at: new Date("2026-12-07T16:00:00Z") },
  { starts_at: new Date("2026-12-08T07:00:00Z"), ends_at: new Date("2026-12-11T17:00:00Z") },
];

describe("the mission proposal SMS", () => {
  it("carries the comment, the client only where the options give it, and its reply code", () => {
    const bare = proposalSmsText(
      {
        agencyName: "Intérim Lyon",
        jobTitle: "Cariste",
        periods,
        clientName: null,
        clientAddress: null,
        comment: "EPI fournis.",
      },
      "4821",
    );
    expect(bare).toBe(
      "Intérim Lyon : mission Cariste du 07/12 08h00 au 11/12 18h00 (2 périodes). EPI fournis. Répondez OUI 4821 pour l'accepter ou NON 4821. STOP pour ne plus recevoir de SMS.",
    );
    expect(bare).not.toContain("chez");
    const named = proposalSmsText(
      {
        agencyName: "Intérim Lyon",
        jobTitle: null,
        periods: periods.slice(0, 1),
        clientName: "Acme",
        clientAddress: "3 rue Garibaldi 69003 Lyon",
        comment: null,
      },
      "5930",
    );
    expect(named).toBe(
      "Intérim Lyon : mission chez Acme, 3 rue Garibaldi 69003 Lyon du 07/12 08h00 au 07/12 17h00. Répondez OUI 5930 pour l'accepter ou NON 5930. STOP pour ne plus recevoir de SMS.",
    );
  });
});
