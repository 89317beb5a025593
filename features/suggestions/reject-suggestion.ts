import type { Suggestion } from "#domain/ocr/suggestion-schemas";
import type { OperationContext } from "../operation-context";
import { workerScope } from "../workers/worker-scope";
import { pendingSuggestion, recordSuggestionDecision } from "./decide-suggestion";

/** Rejects an OCR suggestion: the profile is left as it is. 409 once decided. */
export async function rejectSuggestion(context: OperationContext, input: { workerId: number; suggestionId: number }): Promise<Suggestion> {
  const scope = await workerScope(context, input.workerId);
  const decision = { ...scope, suggestionId: input.suggestionId };
  await pendingSuggestion(context, decision);
  return recordSuggestionDecision(context, decision, "rejected");
}
