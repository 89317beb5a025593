import { parisWallTime } from "../dates/paris-wall-time";
import { isCalendarDate } from "../dates/calendar-date";
import type { DpaeContractNature } from "../enums/dpae";
import type { FieldError } from "../errors/app-error";
import { parseNir } from "../french/nir";
import { isValidSiret, normalizeSiret } from "../french/siren-siret";
import type { DpaeDeclaration, DpaeFacts } from "./dpae-declaration";
import { dpaeName } from "./dpae-names";
import { APE_CODE_FORMAT, HEALTH_SERVICE_CODE_FORMAT, URSSAF_CODE_FORMAT } from "./employer-codes";

// Spec 000 §8, the DPAE messages: every check runs before a declaration exists, and a refusal names
// each failing field with the spec's message (the reason is its stable code, for the screen's wording).

export const DPAE_MESSAGES = {
  dpae_employer_siret_invalid: "Invalid employer SIRET",
  dpae_ape_code_invalid: "Invalid APE code",
  dpae_urssaf_code_invalid: "Invalid URSSAF code",
  dpae_employer_name_empty: "Empty employer company name",
  dpae_employer_street_empty: "Empty employer street",
  dpae_employer_town_empty: "Empty employer town",
  dpae_employer_postal_code_empty: "Empty employer postal code",
  dpae_employer_phone_empty: "Empty employer phone",
  dpae_worker_last_name_empty: "Empty worker last name",
  dpae_worker_first_name_empty: "Empty worker first name",
  dpae_worker_birth_town_empty: "Empty worker birth town",
  dpae_nir_invalid: "Invalid NIR",
  dpae_nir_key_invalid: "Invalid NIR key",
  dpae_birth_date_invalid: "Invalid birth date",
  dpae_contract_type_invalid: "Invalid contract type",
  dpae_health_service_code_invalid: "Invalid health service code",
} as const;

export type DpaeRefusalCode = keyof typeof DPAE_MESSAGES;

/**
 * The nature code of each order contract type. A temp's mission is a CTT; training is a fixed-term
 * contract; an individual contractor or a subcontractor is not hired, so nothing is declared.
 */
export const DPAE_NATURE_BY_CONTRACT_TYPE: Readonly<Record<string, DpaeContractNature>> = {
  temporary_work: "CTT",
  fixed_term: "CDD",
  training: "CDD",
  permanent: "CDI",
};

const POSTAL_CODE = /^\d{5}$/;

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A phone as the DPAE writes it: ten digits from 0, from the stored E.164 or a typed national number. */
function nationalPhone(value: string | null): string | null {
  const digits = value?.replace(/[\s.-]/g, "") ?? "";
  if (/^\+33\d{9}$/.test(digits)) return `0${digits.slice(3)}`;
  return /^0\d{9}$/.test(digits) ? digits : null;
}

/**
 * Two characters: the département ("69", "2A"), "97" for overseas (as URSSAF reads it), "99" born abroad.
 * The profile's département or country when it reads as one, else the NIR's birthplace.
 */
function birthDepartmentOf(employee: DpaeFacts["employee"], nirDepartement: string): string {
  const country = present(employee.birthCountry)?.toLowerCase();
  if (country && !["france", "fr", "fra"].includes(country)) return "99";
  const typed = present(employee.birthDepartment)?.toUpperCase();
  const departement = typed && /^(\d{2}|2A|2B|\d{3})$/.test(typed) ? typed : nirDepartement;
  return departement.slice(0, 2);
}

/** The profile's civility when given, else the NIR's first digit (3/4/7/8 are provisional: odd men, even women). */
function sexCodeOf(sex: DpaeFacts["employee"]["sex"], nirSex: number): "1" | "2" {
  if (sex) return sex === "mister" ? "1" : "2";
  return nirSex % 2 === 1 ? "1" : "2";
}

export type DpaeCheck = { ok: true; declaration: DpaeDeclaration } | { ok: false; fields: FieldError[] };

/**
 * Every check of spec §8's DPAE list, all at once, then the declaration as the XML writes it.
 * `test` is URSSAF's test indicator (every deposit outside production); `now` judges the birth date.
 */
export function checkDpae(facts: DpaeFacts, options: { test: boolean; now: Date }): DpaeCheck {
  const fields: FieldError[] = [];
  const refuse = (field: string, code: DpaeRefusalCode) => fields.push({ field, reason: code, message: DPAE_MESSAGES[code] });
  const { employer, employee, contract } = facts;

  const siret = normalizeSiret(employer.siret ?? "");
  if (!isValidSiret(siret)) refuse("space.siret", "dpae_employer_siret_invalid");
  const ape = APE_CODE_FORMAT.exec(present(employer.apeCode)?.toUpperCase() ?? "");
  if (!ape) refuse("space.ape_code", "dpae_ape_code_invalid");
  const urssafCode = present(employer.urssafCode)?.toUpperCase() ?? "";
  if (!URSSAF_CODE_FORMAT.test(urssafCode)) refuse("space.urssaf_code", "dpae_urssaf_code_invalid");
  const healthServiceCode = present(employer.healthServiceCode)?.toUpperCase() ?? "";
  if (!HEALTH_SERVICE_CODE_FORMAT.test(healthServiceCode)) refuse("space.health_service_code", "dpae_health_service_code_invalid");
  const employerName = present(employer.name);
  if (!employerName) refuse("space.name", "dpae_employer_name_empty");
  const street = present(employer.street);
  if (!street) refuse("space.address", "dpae_employer_street_empty");
  const town = present(employer.town);
  if (!town) refuse("space.city", "dpae_employer_town_empty");
  const postalCode = present(employer.postalCode);
  if (!postalCode || !POSTAL_CODE.test(postalCode)) refuse("space.zipcode", "dpae_employer_postal_code_empty");
  const phone = nationalPhone(employer.phone);
  if (!phone) refuse("space.phone", "dpae_employer_phone_empty");

  const lastName = dpaeName(employee.lastName ?? "");
  if (!lastName) refuse("worker.last_name", "dpae_worker_last_name_empty");
  const firstName = dpaeName(employee.firstName ?? "");
  if (!firstName) refuse("worker.first_name", "dpae_worker_first_name_empty");
  const birthTown = present(employee.birthTown);
  if (!birthTown) refuse("worker.birth_city", "dpae_worker_birth_town_empty");

  // A worker without a NIR cannot be declared here (the spec's "invalid NIR"): staff add it first.
  const nir = parseNir(employee.nir ?? "");
  if (!nir.ok) refuse("worker.nir", nir.reason === "key" ? "dpae_nir_key_invalid" : "dpae_nir_invalid");
  const birthDate = present(employee.birthDate);
  const birthDateValid = !!birthDate && isCalendarDate(birthDate) && birthDate <= parisWallTime(options.now).slice(0, 10);
  if (!birthDateValid) refuse("worker.birth_date", "dpae_birth_date_invalid");

  const nature = DPAE_NATURE_BY_CONTRACT_TYPE[contract.contractType];
  const start = contract.startsAt;
  if (!nature || !start || (nature !== "CDI" && !contract.endsAt)) refuse("order.contract_type", "dpae_contract_type_invalid");

  if (fields.length > 0 || !nir.ok || !ape || !nature || !start) return { ok: false, fields };
  const startWall = parisWallTime(start);
  return {
    ok: true,
    declaration: {
      test: options.test,
      employer: {
        siret,
        name: employerName!,
        apeCode: `${ape[1]}${ape[2]}${ape[3]}`,
        urssafCode,
        healthServiceCode,
        street: street!,
        postalCode: postalCode!,
        town: town!,
        phone: phone!,
      },
      employee: {
        lastName,
        firstName,
        sexCode: sexCodeOf(employee.sex, nir.sex),
        nir: nir.value.slice(0, 13),
        nirKey: nir.key,
        birthDate: birthDate!,
        birthTown: birthTown!,
        birthDepartment: birthDepartmentOf(employee, nir.departement),
      },
      contract: {
        nature,
        startDate: startWall.slice(0, 10),
        startTime: startWall.slice(11, 16),
        endDate: nature === "CDI" || !contract.endsAt ? null : parisWallTime(contract.endsAt).slice(0, 10),
      },
    },
  };
}
