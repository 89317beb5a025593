import { describe, expect, it } from "vitest";
import { missingContractMentions, payBreakdown, type ContractFacts } from "./contract-mentions";

// Every mandatory mention of L1251-16 / L1251-43, or one refusal naming each missing field.

function completeFacts(): ContractFacts {
  return {
    agency: {
      name: "Intérim Lyon",
      siret: "73282932000074",
      address: "12 rue de la Gare",
      zipcode: "69003",
      city: "Lyon",
      financialGuarantorName: "Caisse de garantie",
      financialGuarantorAddress: "1 rue de Paris, 75001 Paris",
      pensionFund: "Humanis",
      providentFund: "FASTT prévoyance",
    },
    client: { name: "Acme", address: "1 rue A", zipcode: "69003", city: "Lyon" },
    order: {
      contractType: "temporary_work",
      appealReason: "temporary_increase_activity",
      recourseJustification: "Commande exceptionnelle de fin d'année",
      replacedPerson: null,
      startsAt: new Date("2026-12-07T07:00:00Z"),
      endsAt: new Date("2026-12-11T16:00:00Z"),
      schedules: "8h-12h / 13h-17h",
      weeklyDuration: 35,
      hourlyRate: 12.5,
      trialPeriodDays: 2,
    },
    position: {
      title: "Cariste",
      qualification: "Cariste CACES 3",
      placeAddress: null,
      placeZipcode: null,
      placeCity: null,
      riskyJob: false,
      protectiveEquipment: "Chaussures de sécurité",
      protectiveEquipmentSupplier: "client",
    },
    worker: { firstName: "Zoë", lastName: "Núñez" },
  };
}

describe("missingContractMentions", () => {
  it("accepts facts that carry every mention, with no equipment supplier needed only when none is named", () => {
    expect(missingContractMentions(completeFacts())).toEqual([]);
  });

  it("names every missing field at once, by where staff fill it in", () => {
    const facts = completeFacts();
    facts.agency.pensionFund = " ";
    facts.agency.financialGuarantorName = null;
    facts.order.recourseJustification = null;
    facts.order.trialPeriodDays = null;
    facts.position!.riskyJob = null;
    facts.position!.protectiveEquipmentSupplier = null;
    expect(missingContractMentions(facts).map((field) => [field.field, field.reason])).toEqual([
      ["space.financial_guarantor_name", "contract_financial_guarantor_empty"],
      ["space.pension_fund", "contract_pension_fund_empty"],
      ["order.recourse_justification", "contract_recourse_justification_empty"],
      ["position.risky_job", "contract_risky_job_unknown"],
      ["position.protective_equipment_supplier", "contract_protective_equipment_supplier_empty"],
      ["order.trial_period_days", "contract_trial_period_empty"],
    ]);
  });

  it("asks for the person replaced only for a replacement, and for a position on every contract", () => {
    const facts = completeFacts();
    facts.order.appealReason = "replacement_absent_employee";
    facts.position = null;
    expect(missingContractMentions(facts).map((field) => field.field)).toEqual(["order.replaced_person", "order.position_id"]);
    facts.order.replacedPerson = "Marie Durand, cariste";
    expect(missingContractMentions(facts).map((field) => field.field)).toEqual(["order.position_id"]);
  });

  it("reads the client's address as the workplace when the position has no place of its own", () => {
    const facts = completeFacts();
    facts.client.address = null;
    expect(missingContractMentions(facts).map((field) => field.field)).toEqual(["position.place_address"]);
    facts.position!.placeAddress = "Zone industrielle";
    facts.position!.placeCity = "Vénissieux";
    expect(missingContractMentions(facts)).toEqual([]);
  });

  it("refuses a contract for an order that is not temporary work, a trial period of 0 days being a mention", () => {
    const facts = completeFacts();
    facts.order.contractType = "fixed_term";
    facts.order.trialPeriodDays = 0;
    expect(missingContractMentions(facts)).toEqual([
      {
        field: "order.contract_type",
        reason: "contract_type_not_temporary_work",
        message: "Only a temporary-work order has mission contracts",
      },
    ]);
  });
});

describe("payBreakdown", () => {
  it("adds the 10 % end-of-mission allowance, then 10 % paid leave on the whole", () => {
    expect(payBreakdown(12.5)).toEqual({ hourlyRate: 12.5, endOfMission: 1.25, paidLeave: 1.38, total: 15.13 });
  });
});
