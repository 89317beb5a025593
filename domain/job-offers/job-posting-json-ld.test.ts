import { describe, expect, it } from "vitest";
import type { PublicJobOffer } from "./job-offer-schemas";
import { descriptionHtml, jobPostingOf, scriptSafeJson } from "./job-posting-json-ld";
import { cdata, offersFeedXml } from "./offers-feed-xml";

const offer: PublicJobOffer = {
  id: 42,
  title: "Cariste H/F",
  description: "Conduite de chariots.\nCACES 3 exigé.\n\nHoraires en 2x8.",
  contract_type: "temporary_work",
  postal_code: "69007",
  city: "Lyon",
  salary_min: 12.5,
  salary_max: 13.2,
  salary_period: "hour",
  weekly_hours: 35,
  start_date: "2026-09-01",
  published_at: "2026-08-20T07:30:00.000Z",
  agency: { url: "lyon", name: "Intérim Lyon Part-Dieu", city: "Lyon" },
};

describe("the JobPosting of an offer's page", () => {
  it("carries what Google for Jobs reads: title, HTML description, date, type, place in France, pay range in euros", () => {
    expect(jobPostingOf(offer, "https://app.example/offres/lyon/42")).toEqual({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Cariste H/F",
      description: "<p>Conduite de chariots.<br>CACES 3 exigé.</p><p>Horaires en 2x8.</p>",
      datePosted: "2026-08-20T07:30:00.000Z",
      employmentType: ["TEMPORARY"],
      identifier: { "@type": "PropertyValue", name: "Intérim Lyon Part-Dieu", value: "42" },
      hiringOrganization: { "@type": "Organization", name: "Intérim Lyon Part-Dieu" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Lyon", postalCode: "69007", addressCountry: "FR" },
      },
      directApply: true,
      url: "https://app.example/offres/lyon/42",
      jobStartDate: "2026-09-01",
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "EUR",
        value: { "@type": "QuantitativeValue", unitText: "HOUR", minValue: 12.5, maxValue: 13.2 },
      },
    });
  });

  it("says part time under 35 hours, and one salary value when the range is one amount", () => {
    const posting = jobPostingOf({ ...offer, contract_type: "permanent", weekly_hours: 24, salary_max: 12.5, salary_period: "month" }, "u");
    expect(posting.employmentType).toEqual(["PART_TIME"]);
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", unitText: "MONTH", value: 12.5 },
    });
    expect(jobPostingOf({ ...offer, salary_min: null, salary_max: null }, "u")).not.toHaveProperty("baseSalary");
  });

  it("escapes the description's markup, so an offer's text never becomes the page's HTML", () => {
    expect(descriptionHtml('<b onclick="x">&</b>')).toBe("<p>&lt;b onclick=&quot;x&quot;&gt;&amp;&lt;/b&gt;</p>");
  });

  it.each(["</script><script>alert(1)</script>", "<!-- <script>", "</SCRIPT >", "a\u2028b\u2029c", "&lt;/script&gt;"])(
    "writes JSON that no offer text can end the script element with: %j",
    (text) => {
      const written = scriptSafeJson(jobPostingOf({ ...offer, title: text, description: text }, "u"));
      expect(written).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(written).title).toBe(text);
    },
  );
});

describe("the agency's feed for job aggregators", () => {
  it("lists each offer as a <job> with its page, town, pay and type", () => {
    const xml = offersFeedXml({
      agency: { name: "Intérim Lyon", url: "lyon" },
      pageUrl: "https://app.example/offres/lyon",
      offers: [{ offer, url: "https://app.example/offres/lyon/42" }],
      builtAt: new Date("2026-08-21T00:00:00Z"),
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<source>')).toBe(true);
    expect(xml).toContain("<title><![CDATA[Cariste H/F]]></title>");
    expect(xml).toContain("<url><![CDATA[https://app.example/offres/lyon/42]]></url>");
    expect(xml).toContain("<referencenumber><![CDATA[lyon-42]]></referencenumber>");
    expect(xml).toContain("<salary><![CDATA[12.50 € - 13.20 € per hour]]></salary>");
    expect(xml).toContain("<jobtype><![CDATA[temporary]]></jobtype>");
    expect(xml).toContain("<date><![CDATA[Thu, 20 Aug 2026 07:30:00 GMT]]></date>");
  });

  it("keeps a ']]>' in an offer's text inside its CDATA, and drops characters XML cannot carry", () => {
    expect(cdata("a]]>b\u0001c")).toBe("<![CDATA[a]]]]><![CDATA[>bc]]>");
  });
});
