import { describe, expect, it } from "vitest";
import { buildDpaeXml, xmlElementText } from "./build-dpae-xml";
import { checkDpae, DPAE_MESSAGES } from "./dpae-checks";
import type { DpaeFacts } from "./dpae-declaration";
import { dpaeName } from "./dpae-names";

// the declaration's checks (spec 000 §8, DPAE) and the FR_DUE_Upload it becomes.

const NOW = new Date("2026-11-24T10:00:00Z");

function facts(
  overrides: {
    employer?: Partial<DpaeFacts["employer"]>;
    employee?: Partial<DpaeFacts["employee"]>;
    contract?: Partial<DpaeFacts["contract"]>;
  } = {},
): DpaeFacts {
  return {
    employer: {
      siret: "732 829 320 00074",
      name: "Intérim Lyon Part-Dieu",
      apeCode: "78.20Z",
      urssafCode: "117",
      healthServiceCode: "MT123",
      street: "12 rue de la Gare",
      postalCode: "69003",
      town: "Lyon",
      phone: "+33478000000",
      ...overrides.employer,
    },
    employee: {
      lastName: "Núñez-Lefèvre",
      firstName: "Zoë",
      sex: "misses",
      nir: "2 95 10 99 126 111 93",
      birthDate: "1995-10-12",
      birthTown: "Genève",
      birthDepartment: null,
      birthCountry: "Suisse",
      ...overrides.employee,
    },
    contract: {
      contractType: "temporary_work",
      // 8:00 in Paris (winter, UTC+1) on 1 December, to 5 December 18:00.
      startsAt: new Date("2026-12-01T07:00:00Z"),
      endsAt: new Date("2026-12-05T17:00:00Z"),
      ...overrides.contract,
    },
  };
}

function refusals(result: ReturnType<typeof checkDpae>) {
  return result.ok ? [] : result.fields.map((field) => `${field.field}:${field.reason}`);
}

describe("DPAE names (upper case, no accents, at most 32 characters)", () => {
  it.each([
    ["Zoë", "ZOE"],
    ["Núñez-Lefèvre", "NUNEZ-LEFEVRE"],
    ["d’Œillet", "D'OEILLET"],
    ["  Marie   Ève  ", "MARIE EVE"],
    ["Straße", "STRASSE"],
    ["Jean-Baptiste Alexandre Maximilien de la Tour", "JEAN-BAPTISTE ALEXANDRE MAXIMILI"],
    ["李", ""],
  ])("%s → %s", (name, expected) => {
    expect(dpaeName(name)).toBe(expected);
    expect(dpaeName(name).length).toBeLessThanOrEqual(32);
  });
});

describe("checkDpae (spec 000 §8, the DPAE list)", () => {
  it("accepts a complete declaration and writes its values as URSSAF reads them", () => {
    const result = checkDpae(facts(), { test: true, now: NOW });
    expect(result).toEqual({
      ok: true,
      declaration: {
        test: true,
        employer: {
          siret: "73282932000074",
          name: "Intérim Lyon Part-Dieu",
          apeCode: "7820Z",
          urssafCode: "117",
          healthServiceCode: "MT123",
          street: "12 rue de la Gare",
          postalCode: "69003",
          town: "Lyon",
          phone: "0478000000",
        },
        employee: {
          lastName: "NUNEZ-LEFEVRE",
          firstName: "ZOE",
          sexCode: "2",
          nir: "2951099126111",
          nirKey: "93",
          birthDate: "1995-10-12",
          birthTown: "Genève",
          birthDepartment: "99",
        },
        contract: { nature: "CTT", startDate: "2026-12-01", startTime: "08:00", endDate: "2026-12-05" },
      },
    });
  });

  it("names every failing field at once, with the spec's message", () => {
    const result = checkDpae(
      facts({
        employer: {
          siret: "73282932000075",
          apeCode: "78-20",
          urssafCode: null,
          healthServiceCode: "",
          name: " ",
          street: null,
          town: "",
          postalCode: null,
          phone: "12",
        },
        employee: { lastName: "", firstName: "42", birthTown: null, nir: null, birthDate: "1995-02-30" },
        contract: { contractType: "subcontracting" },
      }),
      { test: true, now: NOW },
    );
    expect(refusals(result)).toEqual([
      "space.siret:dpae_employer_siret_invalid",
      "space.ape_code:dpae_ape_code_invalid",
      "space.urssaf_code:dpae_urssaf_code_invalid",
      "space.health_service_code:dpae_health_service_code_invalid",
      "space.name:dpae_employer_name_empty",
      "space.address:dpae_employer_street_empty",
      "space.city:dpae_employer_town_empty",
      "space.zipcode:dpae_employer_postal_code_empty",
      "space.phone:dpae_employer_phone_empty",
      "worker.last_name:dpae_worker_last_name_empty",
      "worker.first_name:dpae_worker_first_name_empty",
      "worker.birth_city:dpae_worker_birth_town_empty",
      "worker.nir:dpae_nir_invalid",
      "worker.birth_date:dpae_birth_date_invalid",
      "order.contract_type:dpae_contract_type_invalid",
    ]);
    expect(result.ok ? [] : result.fields.find((field) => field.field === "worker.nir")?.message).toBe(DPAE_MESSAGES.dpae_nir_invalid);
  });

  it("tells a wrong NIR key from a malformed NIR", () => {
    expect(refusals(checkDpae(facts({ employee: { nir: "295109912611194" } }), { test: true, now: NOW }))).toEqual([
      "worker.nir:dpae_nir_key_invalid",
    ]);
    expect(refusals(checkDpae(facts({ employee: { nir: "2951099" } }), { test: true, now: NOW }))).toEqual(["worker.nir:dpae_nir_invalid"]);
  });

  it("maps contract types to CTT, CDD and CDI, a CDI without an end date", () => {
    const nature = (contractType: string, endsAt: Date | null = new Date("2026-12-05T17:00:00Z")) => {
      const result = checkDpae(facts({ contract: { contractType, endsAt } }), { test: true, now: NOW });
      return result.ok ? [result.declaration.contract.nature, result.declaration.contract.endDate] : refusals(result);
    };
    expect(nature("temporary_work")).toEqual(["CTT", "2026-12-05"]);
    expect(nature("fixed_term")).toEqual(["CDD", "2026-12-05"]);
    expect(nature("training")).toEqual(["CDD", "2026-12-05"]);
    expect(nature("permanent", null)).toEqual(["CDI", null]);
    expect(nature("individual_contractor")).toEqual(["order.contract_type:dpae_contract_type_invalid"]);
    expect(nature("temporary_work", null)).toEqual(["order.contract_type:dpae_contract_type_invalid"]);
  });

  it("takes the birth département from the profile, else from the NIR; a future birth date is refused", () => {
    const department = (employee: Partial<DpaeFacts["employee"]>) => {
      const result = checkDpae(facts({ employee: { birthCountry: null, ...employee } }), { test: true, now: NOW });
      return result.ok ? result.declaration.employee.birthDepartment : refusals(result);
    };
    expect(department({ birthDepartment: "69" })).toBe("69");
    expect(department({ birthDepartment: "2a" })).toBe("2A");
    expect(department({ birthDepartment: "971" })).toBe("97");
    expect(department({ birthCountry: "France", nir: "253072B07300470", birthDate: "1953-07-01" })).toBe("2B");
    expect(department({ birthDate: "2027-01-01" })).toEqual(["worker.birth_date:dpae_birth_date_invalid"]);
  });
});

describe("buildDpaeXml (FR_DUE_Upload)", () => {
  const declared = (test: boolean) => {
    const result = checkDpae(facts(), { test, now: NOW });
    if (!result.ok) throw new Error("the vector must pass");
    return buildDpaeXml(result.declaration);
  };

  it("writes the test indicator 1 outside production, 120 in production", () => {
    expect(xmlElementText(declared(true), "FR_DUE_Upload.Test.Indicator")).toBe("1");
    expect(xmlElementText(declared(false), "FR_DUE_Upload.Test.Indicator")).toBe("120");
  });

  it("writes the employer, the employee and the contract", () => {
    const xml = declared(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>\n<FR_DUE_Upload')).toBe(true);
    expect(
      Object.fromEntries(
        [
          "rxorg:FR_Organization.SIRET.Identifier",
          "rxorg:FR_Organization.Designation.Text",
          "rxorg:FR_Organization.APE.Code",
          "FR_Employer.URSSAF.Code",
          "rxpadr:FR_PostalAddress.StreetDesignation.Text",
          "rxpadr:FR_PostalAddress.Town.Text",
          "rxpadr:FR_PostalAddress.Postal.Code",
          "rxphadr:FR_PhoneAddress.PhoneNumber.Text",
          "rxpers:FR_PersonIdentity.Surname.Text",
          "rxpers:FR_PersonIdentity.ChristianName.Text",
          "rxpers:FR_PersonIdentity.Sex.Code",
          "rxpers:FR_NNI.NIR.Identifier",
          "rxpers:FR_NNI.NIRKey.Text",
          "rxpers:FR_Birth.Date",
          "rxpers:FR_Birth.Town.Text",
          "FR_EmployeeComplement.Birth_Department.Code",
          "FR_Contract.StartContract.Date",
          "FR_Contract.StartContract.Time",
          "FR_Contract.EndContract.Date",
          "FR_Contract.Nature.Code",
          "FR_Contract.HealthService.Text",
        ].map((name) => [name, xmlElementText(xml, name)]),
      ),
    ).toEqual({
      "rxorg:FR_Organization.SIRET.Identifier": "73282932000074",
      "rxorg:FR_Organization.Designation.Text": "INTERIM LYON PART-DIEU",
      "rxorg:FR_Organization.APE.Code": "7820Z",
      "FR_Employer.URSSAF.Code": "117",
      "rxpadr:FR_PostalAddress.StreetDesignation.Text": "12 RUE DE LA GARE",
      "rxpadr:FR_PostalAddress.Town.Text": "LYON",
      "rxpadr:FR_PostalAddress.Postal.Code": "69003",
      "rxphadr:FR_PhoneAddress.PhoneNumber.Text": "0478000000",
      "rxpers:FR_PersonIdentity.Surname.Text": "NUNEZ-LEFEVRE",
      "rxpers:FR_PersonIdentity.ChristianName.Text": "ZOE",
      "rxpers:FR_PersonIdentity.Sex.Code": "2",
      "rxpers:FR_NNI.NIR.Identifier": "2951099126111",
      "rxpers:FR_NNI.NIRKey.Text": "93",
      "rxpers:FR_Birth.Date": "1995-10-12",
      "rxpers:FR_Birth.Town.Text": "GENEVE",
      "FR_EmployeeComplement.Birth_Department.Code": "99",
      "FR_Contract.StartContract.Date": "2026-12-01",
      "FR_Contract.StartContract.Time": "08:00",
      "FR_Contract.EndContract.Date": "2026-12-05",
      "FR_Contract.Nature.Code": "CTT",
      "FR_Contract.HealthService.Text": "MT123",
    });
  });

  it("leaves the end date out of a CDI and escapes markup in free text", () => {
    const result = checkDpae(facts({ employer: { name: "Dupont & Fils <SARL>" }, contract: { contractType: "permanent", endsAt: null } }), {
      test: true,
      now: NOW,
    });
    if (!result.ok) throw new Error("the vector must pass");
    const xml = buildDpaeXml(result.declaration);
    expect(xml).not.toContain("EndContract");
    expect(xml).toContain(
      "<rxorg:FR_Organization.Designation.Text>DUPONT &amp; FILS &lt;SARL&gt;</rxorg:FR_Organization.Designation.Text>",
    );
  });
});
