import type { ContractType } from "../enums/order";
import type { PublicJobOffer } from "./job-offer-schemas";

// The schema.org JobPosting of an offer's public page (DOMAIN.md Providers: it reaches Google for Jobs
// with no partner). Built from the offer alone; written into a <script type="application/ld+json">,
// whose text must never end the element early, whatever an offer's title or description holds.

/** Google's employment types for our contract types (spec 000 §3 Order contract types). */
const EMPLOYMENT_TYPES: Record<ContractType, string> = {
  temporary_work: "TEMPORARY",
  fixed_term: "TEMPORARY",
  permanent: "FULL_TIME",
  training: "INTERN",
  individual_contractor: "CONTRACTOR",
  subcontracting: "CONTRACTOR",
};

/** French full time: 35 hours a week (Code du travail L3121-27). */
const FULL_TIME_HOURS = 35;

const UNIT_TEXT = { hour: "HOUR", month: "MONTH", year: "YEAR" } as const;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Plain text as the HTML Google reads in `description`: escaped, one paragraph per blank line, <br> per line. */
export function descriptionHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

function employmentTypesOf(offer: Pick<PublicJobOffer, "contract_type" | "weekly_hours">): string[] {
  const type = EMPLOYMENT_TYPES[offer.contract_type];
  if (offer.weekly_hours != null && offer.weekly_hours > 0 && offer.weekly_hours < FULL_TIME_HOURS) {
    return type === "FULL_TIME" ? ["PART_TIME"] : [type, "PART_TIME"];
  }
  return [type];
}

/** The JobPosting object of a published offer, `url` being its page's absolute address. */
export function jobPostingOf(offer: PublicJobOffer, url: string): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: offer.title,
    description: descriptionHtml(offer.description),
    datePosted: offer.published_at,
    employmentType: employmentTypesOf(offer),
    identifier: { "@type": "PropertyValue", name: offer.agency.name, value: String(offer.id) },
    hiringOrganization: { "@type": "Organization", name: offer.agency.name },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: offer.city, postalCode: offer.postal_code, addressCountry: "FR" },
    },
    directApply: true,
    url,
  };
  if (offer.start_date) posting.jobStartDate = offer.start_date;
  if (offer.salary_period && (offer.salary_min != null || offer.salary_max != null)) {
    const value: Record<string, unknown> = { "@type": "QuantitativeValue", unitText: UNIT_TEXT[offer.salary_period] };
    if (offer.salary_min != null && offer.salary_max != null && offer.salary_min !== offer.salary_max) {
      value.minValue = offer.salary_min;
      value.maxValue = offer.salary_max;
    } else {
      value.value = offer.salary_min ?? offer.salary_max;
    }
    posting.baseSalary = { "@type": "MonetaryAmount", currency: "EUR", value };
  }
  return posting;
}

/**
 * JSON for an inline <script>: `<`, `>` and `&` written as \u escapes (so no `</script>` or `<!--` can
 * appear, and no entity is read), and the two line separators JavaScript once refused in strings. Still
 * the same JSON to any reader.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
