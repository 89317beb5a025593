import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { WCAG_AA_TAGS } from "./screen-audit";

/**
 * Audits the page as it is now with axe (WCAG 2.2 A and AA), whatever was audited before: the screen
 * auditor names a state by its route, so the steps of one form at one address would be audited once.
 * Used where a test walks through such steps (the public registration).
 */
export async function auditStep(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ runOnly: { type: "tag", values: WCAG_AA_TAGS }, resultTypes: ["violations"] })
    .analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(found, `axe on ${name}`).toEqual([]);
}
