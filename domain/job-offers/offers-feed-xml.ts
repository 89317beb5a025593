import type { ContractType } from "../enums/order";
import { descriptionHtml } from "./job-posting-json-ld";
import type { PublicJobOffer } from "./job-offer-schemas";

// The agency's published offers as the XML feed job aggregators read (decision 0046): the
// <source><job>… format Indeed defined and Jooble, Talent.com, Adzuna and others take as it is. Free
// text goes in CDATA sections; nothing an offer holds can end one early or break the document.

const JOB_TYPES: Record<ContractType, string> = {
  temporary_work: "temporary",
  fixed_term: "temporary",
  permanent: "fulltime",
  training: "internship",
  individual_contractor: "contract",
  subcontracting: "contract",
};

const PERIOD_WORDS = { hour: "per hour", month: "per month", year: "per year" } as const;

/** Characters XML 1.0 cannot carry at all (C0 controls other than tab, line feed and carriage return, lone surrogates…). */
// eslint-disable-next-line no-control-regex -- these are exactly the characters removed
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as a CDATA section: a `]]>` inside is split across two sections, so it never closes the first. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** An instant as RFC 822 dates are written in feeds: "Tue, 03 Jun 2026 09:00:00 GMT". */
function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

function salaryText(offer: PublicJobOffer): string | null {
  if (!offer.salary_period || (offer.salary_min == null && offer.salary_max == null)) return null;
  const euros = (value: number) => `${value.toFixed(2).replace(/\.00$/, "")} €`;
  const low = offer.salary_min ?? offer.salary_max!;
  const high = offer.salary_max ?? offer.salary_min!;
  return `${low === high ? euros(low) : `${euros(low)} - ${euros(high)}`} ${PERIOD_WORDS[offer.salary_period]}`;
}

export interface OffersFeed {
  agency: { name: string; url: string };
  /** The agency's offers page, absolute. */
  pageUrl: string;
  /** Each offer with its page's absolute address, newest first. */
  offers: { offer: PublicJobOffer; url: string }[];
  builtAt: Date;
}

export function offersFeedXml(feed: OffersFeed): string {
  const jobs = feed.offers.map(({ offer, url }) => {
    const salary = salaryText(offer);
    return [
      "<job>",
      `<title>${cdata(offer.title)}</title>`,
      `<date>${cdata(rfc822(offer.published_at))}</date>`,
      `<referencenumber>${cdata(`${feed.agency.url}-${offer.id}`)}</referencenumber>`,
      `<url>${cdata(url)}</url>`,
      `<company>${cdata(feed.agency.name)}</company>`,
      `<city>${cdata(offer.city)}</city>`,
      `<postalcode>${cdata(offer.postal_code)}</postalcode>`,
      `<country>${cdata("FR")}</country>`,
      `<description>${cdata(descriptionHtml(offer.description))}</description>`,
      salary ? `<salary>${cdata(salary)}</salary>` : "",
      `<jobtype>${cdata(JOB_TYPES[offer.contract_type])}</jobtype>`,
      offer.start_date ? `<startdate>${cdata(offer.start_date)}</startdate>` : "",
      "</job>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    "<source>",
    `<publisher>${cdata(feed.agency.name)}</publisher>`,
    `<publisherurl>${cdata(feed.pageUrl)}</publisherurl>`,
    `<lastBuildDate>${cdata(feed.builtAt.toUTCString())}</lastBuildDate>`,
    ...jobs,
    "</source>",
    "",
  ].join("\n");
}
