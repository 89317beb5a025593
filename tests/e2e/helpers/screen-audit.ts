import { AxeBuilder } from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { watchScreenState } from "./screen-state";

/** The WCAG 2.0, 2.1 and 2.2 rules of levels A and AA (RGAA 4.1 builds on them); no best-practice rule. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

const REPORT_BINDING = "__reportSettledScreen";

/**
 * Screen states already audited in this run (one worker process): the same screen, theme, viewport and
 * open dialog seen by twenty tests is audited once, which keeps the suite's added time small.
 */
const auditedStates = new Set<string>();

export interface ScreenViolation {
  state: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Audits, with axe-core, every state a test's pages settle in (see screen-state.ts): after each
 * navigation, when a dialog or menu opens, when errors show. Audits run one at a time beside the test;
 * `finish` audits the last state, waits for the rest and answers what they found.
 */
export class ScreenAuditor {
  private queue: Promise<void> = Promise.resolve();
  private readonly violations: ScreenViolation[] = [];

  /** Only our own screens are audited: a test may open a page of another origin (a hostile form). */
  constructor(private readonly appOrigin: string) {}

  async attach(context: BrowserContext) {
    await context.exposeBinding(REPORT_BINDING, ({ page }, state: string) => this.enqueue(page, state));
    await context.addInitScript(watchScreenState, { reportBinding: REPORT_BINDING, quietMs: 200 });
  }

  /** Audits the page as it is now, unless this state was audited already; resolves once done. */
  async auditNow(page: Page) {
    const state = await settledState(page);
    if (state) this.enqueue(page, state);
    await this.queue;
  }

  async finish(pages: Page[]): Promise<ScreenViolation[]> {
    for (const page of pages) if (!page.isClosed()) await this.auditNow(page);
    await this.queue;
    return this.violations;
  }

  private enqueue(page: Page, state: string) {
    if (auditedStates.has(state) || !isOnOrigin(page, this.appOrigin)) return;
    auditedStates.add(state);
    this.queue = this.queue.then(() => this.audit(page, state));
  }

  private async audit(page: Page, state: string) {
    try {
      if ((await settledState(page)) !== state) throw new Error("the screen moved on");
      const changesBefore = await changeCount(page);
      const results = await new AxeBuilder({ page })
        .setLegacyMode() // no frames here: no extra blank page to merge frame results
        .options({ runOnly: { type: "tag", values: WCAG_AA_TAGS }, resultTypes: ["violations"] })
        .analyze();
      // The screen changed during the audit: what was seen belongs to no one state; look again later.
      if ((await changeCount(page)) !== changesBefore) throw new Error("the screen moved on");
      for (const violation of results.violations) {
        this.violations.push({
          state,
          rule: violation.id,
          impact: violation.impact ?? "",
          help: violation.help,
          targets: violation.nodes.map(
            (node) => `${node.target.join(" ")}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, " ")}` : ""}`,
          ),
        });
      }
    } catch {
      // Navigated away or closed mid-audit: the state is audited the next time a test settles in it.
      auditedStates.delete(state);
    }
  }
}

async function settledState(page: Page): Promise<string | null> {
  try {
    return await page.evaluate(
      () => (window as unknown as { __settledScreenState?: () => Promise<string> }).__settledScreenState?.() ?? null,
    );
  } catch {
    return null;
  }
}

async function changeCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __screenChanges: () => number }).__screenChanges());
}

/** One readable paragraph per violation, for the failure message. */
export function describeViolations(violations: ScreenViolation[]): string {
  return violations
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.rule}: ${violation.help}\n  on ${violation.state}\n  ${violation.targets.join("\n  ")}`,
    )
    .join("\n\n");
}

function isOnOrigin(page: Page, origin: string): boolean {
  try {
    return new URL(page.url()).origin === origin;
  } catch {
    return false;
  }
}
