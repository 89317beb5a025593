import type { ActionRefusal } from "#web/app/lib/api.server";

/** What a tab's action answers a fetcher: done, or why /v1 (or the action's own check) refused. */
export type TabAnswer<Intent extends string = string> = { ok: true; intent: Intent } | ActionRefusal;
