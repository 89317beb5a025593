import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "./languages";
import { dictionaries } from "./resources";

// CONVENTIONS §10: French is the source; every language has exactly its keys, and really translates
// them (spec 001 §9 notes the old dictionaries were "partly untranslated French": not again).

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [childPath, childValue] of flatten(value, path)) entries.set(childPath, childValue);
  }
  return entries;
}

/**
 * Values that may equal the French one, each with its reason: proper nouns, and words that are
 * spelt the same in both languages.
 */
const SAME_AS_FRENCH: Record<string, { languages: readonly Locale[] | "all"; reason: string }> = {
  "app.name": { languages: "all", reason: "the product's name" },
  "shell.administration": { languages: ["en"], reason: "the same word in English" },
  "shell.admin": { languages: ["en"], reason: "the same word in English" },
  "workers.profile.tabs.missions": { languages: ["en"], reason: "the same word in English" },
  "workers.tabs.pages.missions": { languages: ["en"], reason: "the same word in English" },
  "workers.tabs.missions.title": { languages: ["en"], reason: "the same word in English" },
  "workers.tabs.missions.client": { languages: ["en"], reason: "the same word in English" },
  "workers.tabs.missions.dates": { languages: ["en"], reason: "the same word in English" },
  "companies.history.dates": { languages: ["en"], reason: "the same word in English" },
  "companies.history.places": { languages: ["en"], reason: "the same word in English" },
  "timesheets.editor.absence": { languages: ["en"], reason: "the same word in English" },
  "timesheets.editor.transportAllowance": { languages: ["en"], reason: "the same word in English" },
  "timesheets.editor.end": { languages: ["es"], reason: "the same word in Spanish" },
  "timesheets.export.format": { languages: ["en", "de"], reason: "the same word in English and German" },
  "workerTimesheet.hoursMinutes": { languages: ["en", "es", "pt", "it"], reason: "hours and minutes written with the unit symbol h" },
  "workerTimesheet.absence": { languages: ["en"], reason: "the same word in English" },
  "workerTimesheet.end": { languages: ["es"], reason: "the same word in Spanish" },
  "shell.notifications": { languages: ["en"], reason: "the same word in English" },
  "companies.states.prospect": { languages: ["en"], reason: "the same word in English (sales)" },
  "companies.states.suspect": { languages: ["en"], reason: "the same word in English (sales)" },
  "companies.checks.qualification": { languages: ["en"], reason: "the same word in English" },
  "companies.form.address": { languages: ["de"], reason: "the same word in German" },
  "workers.profile.tabs.documents": { languages: ["en"], reason: "the same word in English" },
  "companies.nomenclatures.naf_2025": { languages: "all", reason: "the nomenclature's proper name" },
  "admin.spaces.badgeOcr": { languages: "all", reason: "an acronym, the same everywhere" },
  "admin.spaces.badgeSms": { languages: "all", reason: "an acronym, the same everywhere" },
  "admin.users.badgeApi": { languages: "all", reason: "an acronym, the same everywhere" },
  "admin.spaces.nomenclatures.naf_2025": { languages: "all", reason: "the name of a French nomenclature" },
  "space.settings.fields.siret": { languages: "all", reason: "the name of a French register number" },
  "space.settings.fields.address": { languages: ["de"], reason: "the same word in German" },
  "dev.sms.from": { languages: ["es", "pt"], reason: "the same word in Spanish and Portuguese" },
  "admin.users.refusedUser": { languages: "all", reason: "only placeholders and brackets" },
  "admin.common.actions": { languages: ["en"], reason: "the same word in English" },
  "admin.spaces.sectionContact": { languages: ["en"], reason: "the same word in English" },
  "admin.users.sectionPermissions": { languages: ["en"], reason: "the same word in English" },
  "admin.users.sectionOptions": { languages: ["en"], reason: "the same word in English" },
  "admin.activityLogs.type": { languages: ["en"], reason: "the same word in English" },
  "admin.activityLogs.date": { languages: ["en"], reason: "the same word in English" },
  "admin.activityLogs.action": { languages: ["en"], reason: "the same word in English" },
  "admin.activityLogs.description": { languages: ["en"], reason: "the same word in English" },
  "admin.activityLogs.schemas.sessions": { languages: ["en"], reason: "the same word in English" },
  "admin.activityLogs.schemas.contacts": { languages: ["en"], reason: "the same word in English" },
  "sms.history.tab": { languages: ["en", "de"], reason: "an acronym, the same in English and German" },
  "notifications.title": { languages: ["en"], reason: "the same word in English" },
  "notifications.bell.name": { languages: ["en"], reason: "the same word in English" },
  "notifications.types.type5": { languages: ["es"], reason: "the same word in Spanish" },
  "notifications.list.count": { languages: "all", reason: "only placeholders and a comma" },
  "notifications.list.total_one": { languages: ["en"], reason: "the same word in English" },
  "notifications.list.total_other": { languages: ["en"], reason: "the same word in English" },
  "admin.activityLogs.schemas.dpae_declarations": { languages: ["en", "es", "pt", "it"], reason: "the French declaration's acronym" },
  // A worker's documents: acronyms and words that are the same in several languages.
  "documents.types.cv": { languages: "all", reason: "an acronym (curriculum vitae), the same everywhere" },
  "documents.types.fimo_fcos": { languages: "all", reason: "French training certificates' acronyms" },
  "documents.types.caces": { languages: "all", reason: "a French certificate's acronym" },
  "registration.documents.otherTypes.caces": { languages: "all", reason: "a French certificate's acronym" },
  "documents.anonymize.fieldNames.email": { languages: "all", reason: "e-mail, the same word" },
  "documents.suggestions.fields.email": { languages: "all", reason: "e-mail, the same word" },
  "documents.listLabel": { languages: ["en"], reason: "the same word in English" },
  // Statistics: acronyms, a file format, a symbol and words shared by several languages.
  "statistics.sections.sms": { languages: "all", reason: "an acronym, the same everywhere" },
  "statistics.sections.dpae": { languages: "all", reason: "a French declaration's acronym" },
  "statistics.exports.csv": { languages: "all", reason: "a file format's name" },
  "statistics.figures.none": { languages: "all", reason: "a dash for no value" },
  "statistics.figures.hours": { languages: ["en", "es", "pt", "it"], reason: "the hour's symbol, h" },
  "statistics.exports.format": { languages: ["en", "de"], reason: "the same word in English and German" },
  "statistics.exports.title": { languages: ["en"], reason: "the same word in English" },
  "staffing.shortlist.km": { languages: "all", reason: "a number and the kilometre's symbol" },
  "staffing.reasons.available": { languages: ["es"], reason: "the same word in Spanish" },
  "contracts.list.client": { languages: ["en"], reason: "the same word in English" },
  "contracts.list.clientPdf": { languages: ["en"], reason: "the same word in English" },
  "contracts.list.pdfs": { languages: "all", reason: "an acronym, the same everywhere" },
  // Public registration.
  "registration.steps.documents": { languages: ["en"], reason: "the same word in English" },
  "registration.steps.confirmation": { languages: ["en"], reason: "the same word in English" },
  "registration.documents.verso": { languages: ["pt"], reason: "the same word in Portuguese" },
  "documents.listFilter.label": { languages: ["en"], reason: "the same word in English" },
  "documents.types.photo": { languages: ["en"], reason: "the same word in English" },
  "documents.types.vaccination": { languages: ["en"], reason: "the same word in English" },
  "documents.types.attestation": { languages: ["en"], reason: "the same word in English" },
  "documents.send.contacts": { languages: ["en"], reason: "the same word in English" },
  "documents.send.message": { languages: ["en"], reason: "the same word in English" },
  "documents.suggestions.fields.mobile_phone_number": { languages: ["en"], reason: "the same word in English" },
  "documents.fields.verso": { languages: ["pt"], reason: "the same word in Portuguese" },
};

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== "fr");
const french = flatten(dictionaries.fr);

function placeholders(text: string) {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
}

describe.each(OTHER_LOCALES)("the %s dictionary", (locale) => {
  const translated = flatten(dictionaries[locale]);

  it("has every French key", () => {
    expect([...french.keys()].filter((key) => !translated.has(key))).toEqual([]);
  });

  it("has no key French does not have", () => {
    expect([...translated.keys()].filter((key) => !french.has(key))).toEqual([]);
  });

  it("translates every text (no French left but the allowed proper nouns)", () => {
    const untranslated = [...french].filter(([key, value]) => {
      if (translated.get(key) !== value) return false;
      const allowed = SAME_AS_FRENCH[key];
      return !allowed || (allowed.languages !== "all" && !allowed.languages.includes(locale));
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it("keeps the same interpolation placeholders", () => {
    const mismatched = [...french].filter(([key, value]) => placeholders(value).join() !== placeholders(translated.get(key) ?? "").join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it("has no empty text", () => {
    expect([...translated].filter(([, value]) => value.trim() === "").map(([key]) => key)).toEqual([]);
  });
});

describe("the French dictionary", () => {
  it("has no empty text", () => {
    expect([...french].filter(([, value]) => value.trim() === "").map(([key]) => key)).toEqual([]);
  });

  it("names no placeholder after an option of i18next's t, but count for plurals", () => {
    // t("…", { lng: "4.8357" }) is read as the language to answer in: a position shown as
    // "{{lat}}, {{lng}}" came out in French in every language, and a number there threw.
    const optionsOfT = new Set([
      "lng",
      "lngs",
      "ns",
      "context",
      "ordinal",
      "defaultValue",
      "fallbackLng",
      "keyPrefix",
      "replace",
      "postProcess",
    ]);
    const clashing = [...french].filter(([, value]) => placeholders(value).some((name) => name !== undefined && optionsOfT.has(name)));
    expect(clashing.map(([key]) => key)).toEqual([]);
  });

  it("has no allowlist entry for a key that does not exist", () => {
    expect(Object.keys(SAME_AS_FRENCH).filter((key) => !french.has(key))).toEqual([]);
  });
});
