import { withLuhnKey } from "#domain/french/luhn";

// Building valid identifiers for demo data and tests (CONVENTIONS §11: factories build valid French data).

/** A valid SIRET from eight SIREN digits and four establishment digits: both keys computed. */
export function buildSiret(sirenBody: string, establishment: string): string {
  return withLuhnKey(`${withLuhnKey(sirenBody)}${establishment}`);
}
