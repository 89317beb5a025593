import { describe, expect, it } from "vitest";
import { LOCALES } from "#web/app/i18n/languages";
import { addTitleDictionary, pageTitle } from "#web/app/i18n/page-title";
import { dictionaries } from "#web/app/i18n/resources";
import { workerTitleName } from "./worker-title-name";

// the worker file's tab titles (worker-page-title.ts, +tabs/tab-title.ts) carry the
// worker's reference, PE in French and WO in English, following the interface language (file 001 §2).

const worker = { id: 42, first_name: "Léa", last_name: "Martin" };
const rootIn = (locale: string) => [{ id: "root", loaderData: { locale } }];

// Tab titles are given their dictionaries (the server gives the six, the browser the reader's).
for (const locale of LOCALES) addTitleDictionary(locale, dictionaries[locale]);

describe("worker tab titles", () => {
  it("name the worker by reference and name, in the interface language", () => {
    expect(workerTitleName(rootIn("fr"), worker)).toBe("PE-000042 · Léa Martin");
    expect(workerTitleName(rootIn("en"), worker)).toBe("WO-000042 · Léa Martin");
    expect(workerTitleName(rootIn("es"), worker)).toBe("PE-000042 · Léa Martin");
    const matches = rootIn("en");
    expect(pageTitle(matches, "workers.tabs.pages.availabilities", { name: workerTitleName(matches, worker) })).toEqual([
      { title: "WO-000042 · Léa Martin – availabilities · Intérim" },
    ]);
  });
});
