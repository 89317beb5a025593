import { test as base } from "@playwright/test";
import { describeViolations, ScreenAuditor } from "./screen-audit";

export { expect, type Page } from "@playwright/test";

/**
 * The `test` of every browser test (a lint rule keeps specs from importing Playwright's own): each
 * page the test opens is audited with axe-core against WCAG 2.2 A and AA in every state it settles in
 * (route, open dialog or menu, shown errors, theme, viewport), and any violation fails the test.
 * A new screen or dialog is covered as soon as a test reaches it.
 */
export const test = base.extend<{ screenAudit: ScreenAuditor; auditScreens: boolean }>({
  /** Off only where the same screens are audited already and a test checks something else of them. */
  auditScreens: [true, { option: true }],

  screenAudit: async ({ baseURL }, use) => {
    await use(new ScreenAuditor(new URL(baseURL!).origin));
  },

  context: async ({ context, screenAudit, auditScreens }, use, testInfo) => {
    if (!auditScreens) return use(context);
    await screenAudit.attach(context);
    await use(context);
    // A test that already failed is not audited further: its own error is the one to read.
    if (testInfo.status !== testInfo.expectedStatus) return;
    const violations = await screenAudit.finish(context.pages());
    if (violations.length === 0) return;
    await testInfo.attach("accessibility-violations.json", { body: JSON.stringify(violations, null, 2), contentType: "application/json" });
    throw new Error(`Accessibility (WCAG 2.2 AA), ${violations.length} violation(s):\n\n${describeViolations(violations)}`);
  },
});
