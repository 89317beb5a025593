import { describe, expect, it } from "vitest";
import { measureSms } from "../sms/sms-length";
import { voucherSmsText } from "./voucher-sms";

const FACTS = {
  agencyName: "Intérim Lyon",
  orderReference: "CO-000042",
  jobTitle: "Cariste",
  clientName: "Acme",
  clientAddress: "12 rue de la République 69003 Lyon",
  firstStart: new Date("2026-12-07T07:00:00Z"),
  link: "https://app.interim.example/v1/public/confirmations/AAAAAAAAAAAAAAAAAAAAAAAA",
};

describe("the voucher SMS (decision 0031)", () => {
  it("says the mission, where, when it starts (Paris time) and the link, in GSM-7", () => {
    const text = voucherSmsText(FACTS);
    expect(text).toBe(
      "Intérim Lyon : mission confirmée CO-000042, Cariste chez Acme, 12 rue de la République 69003 Lyon, début le 07/12 08h00. Votre confirmation : https://app.interim.example/v1/public/confirmations/AAAAAAAAAAAAAAAAAAAAAAAA",
    );
    expect(measureSms(text).encoding).toBe("GSM-7");
  });

  it("leaves out the client and the address the order's options hide, and a missing position", () => {
    expect(voucherSmsText({ ...FACTS, clientName: null, clientAddress: null, jobTitle: null })).toBe(
      "Intérim Lyon : mission confirmée CO-000042, début le 07/12 08h00. Votre confirmation : https://app.interim.example/v1/public/confirmations/AAAAAAAAAAAAAAAAAAAAAAAA",
    );
    expect(voucherSmsText({ ...FACTS, clientName: null })).toContain("CO-000042, Cariste, 12 rue de la République");
  });
});
