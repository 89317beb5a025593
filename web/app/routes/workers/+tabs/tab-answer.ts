import type { Refusal } from "#web/app/lib/forms/refusal";

/** What a tab's action answers a fetcher: done, or why /v1 (or the action's own check) refused. */
export type TabAnswer<Intent extends string = string> = { ok: true; intent: Intent } | Refusal;
