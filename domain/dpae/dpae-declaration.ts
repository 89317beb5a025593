import type { DpaeContractNature } from "../enums/dpae";

// What a DPAE declares (Code du travail R1221-1; DOMAIN.md DPAE), gathered from the space (the agency is
// the employer of a temp), the worker and the order, before any check. Text fields are as stored.

export interface DpaeEmployer {
  siret: string | null;
  name: string | null;
  /** NAF code as stored, "78.20Z" or "7820Z". */
  apeCode: string | null;
  /** The URSSAF organisation code the employer depends on (three characters). */
  urssafCode: string | null;
  /** The occupational health service (SST) code. */
  healthServiceCode: string | null;
  street: string | null;
  postalCode: string | null;
  town: string | null;
  /** E.164 or national. */
  phone: string | null;
}

export interface DpaeEmployee {
  lastName: string | null;
  firstName: string | null;
  sex: "mister" | "misses" | null;
  nir: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  birthTown: string | null;
  /** The birth département ("69", "2A", "971"), or null: then read from the NIR. */
  birthDepartment: string | null;
  birthCountry: string | null;
}

export interface DpaeContract {
  /** The order's contract type key (temporary_work, fixed_term…), mapped to a nature code by the check. */
  contractType: string;
  /** The first period's start: the date and time of hire. */
  startsAt: Date | null;
  /** The last period's end: the contract's end date. */
  endsAt: Date | null;
}

export interface DpaeFacts {
  employer: DpaeEmployer;
  employee: DpaeEmployee;
  contract: DpaeContract;
}

/** A declaration that passed every check: the values as the XML writes them. */
export interface DpaeDeclaration {
  /** URSSAF's test indicator: every deposit outside production is a test that declares nothing. */
  test: boolean;
  employer: {
    siret: string;
    name: string;
    /** NNNNL, no dot. */
    apeCode: string;
    urssafCode: string;
    healthServiceCode: string;
    street: string;
    postalCode: string;
    town: string;
    /** Ten digits, national form. */
    phone: string;
  };
  employee: {
    lastName: string;
    firstName: string;
    /** 1 man, 2 woman (the NIR's first digit). */
    sexCode: "1" | "2";
    /** The NIR's first 13 characters. */
    nir: string;
    nirKey: string;
    /** YYYY-MM-DD */
    birthDate: string;
    birthTown: string;
    /** Two characters: "69", "2A", "97" for overseas, "99" born abroad. */
    birthDepartment: string;
  };
  contract: {
    nature: DpaeContractNature;
    /** YYYY-MM-DD and HH:MM, Paris. */
    startDate: string;
    startTime: string;
    /** YYYY-MM-DD, Paris; null for a CDI. */
    endDate: string | null;
  };
}
