import type { OutgoingOffer } from "./multiposting-driver";

// The offer as Talentplug's partner web service takes it in SendToUbipostingLite's `xml` parameter
// (its partner documentation, v1.13: release date, reference, title, action, description, a unique
// offerkey_ID and how candidates apply are the minimum). Element names other than those to be
// confirmed against the documentation Talentplug hands a partner with its key (decision 0046).

const CONTRACTS: Record<string, string> = {
  temporary_work: "INTERIM",
  fixed_term: "CDD",
  permanent: "CDI",
  training: "STAGE",
  individual_contractor: "FREELANCE",
  subcontracting: "FREELANCE",
};

/** Text for an XML element: the five markup characters escaped, characters XML cannot carry removed. */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- the C0 controls XML 1.0 refuses
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

function element(name: string, value: string | number | null | undefined): string {
  return value === null || value === undefined || value === "" ? "" : `<${name}>${xmlText(String(value))}</${name}>`;
}

export function talentplugOfferXml(offer: OutgoingOffer): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    "<offers><offer>",
    element("offerkey_ID", offer.requestKey),
    element("action", offer.action),
    element("reference", offer.reference),
    element("release_date", offer.releaseDate),
    element("title", offer.title),
    element("description", offer.description),
    element("company", offer.agencyName),
    element("contract", offer.contractType ? (CONTRACTS[offer.contractType] ?? offer.contractType) : null),
    element("postal_code", offer.postalCode),
    element("city", offer.city),
    element("country", "FR"),
    element("salary_min", offer.salaryMin),
    element("salary_max", offer.salaryMax),
    element("salary_period", offer.salaryPeriod),
    element("weekly_hours", offer.weeklyHours),
    element("start_date", offer.startDate),
    `<application>${element("url", offer.applyUrl)}</application>`,
    "</offer></offers>",
  ].join("");
}
