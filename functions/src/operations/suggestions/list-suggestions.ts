import { listPendingSuggestions } from "#db/suggestions/worker-suggestions";
import type { Suggestion } from "#domain/ocr/suggestion-schemas";
import type { WorkerScope } from "../documents/documents-context";
import { requireOcrSpace, toSuggestion, type SuggestionsContext } from "./suggestions-context";

/** The suggestions still waiting for staff on a worker's profile. */
export async function listSuggestions(context: SuggestionsContext, scope: WorkerScope): Promise<Suggestion[]> {
  await requireOcrSpace(context.db, scope.spaceId);
  return (await listPendingSuggestions(context.db, scope)).map(toSuggestion);
}
