import { describe, expect, it } from "vitest";
import { DPAE_MESSAGES } from "#domain/dpae/dpae-checks";
import fr from "../i18n/locales/fr";
import { fieldMessageOf } from "./field-messages";

// The DPAE screens show /v1/dpae's refusals under their fields: each reason of spec §8's DPAE list has
// its translated message.
describe("DPAE refusals on the web", () => {
  it.each(Object.keys(DPAE_MESSAGES))("%s has a French message", (reason) => {
    const { key } = fieldMessageOf({ field: "worker.nir", reason, message: DPAE_MESSAGES[reason as keyof typeof DPAE_MESSAGES] });
    expect(key).toBe(`dpae.fieldErrors.${reason}`);
    expect(fr.dpae.fieldErrors[reason as keyof typeof fr.dpae.fieldErrors]).toMatch(/\.$/);
  });
});
