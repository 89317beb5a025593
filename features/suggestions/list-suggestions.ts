import { listPendingSuggestions } from "#db/suggestions/worker-suggestions";
import type { Suggestion } from "#domain/ocr/suggestion-schemas";
import type { OperationContext } from "../operation-context";
import { workerScope } from "../workers/worker-scope";
import { requireOcrSpace, toSuggestion } from "./suggestions-context";

/** The suggestions still waiting for staff on a worker's profile: 404 outside the caller's spaces. */
export async function listSuggestions(context: Pick<OperationContext, "db" | "caller">, workerId: number): Promise<Suggestion[]> {
  const scope = await workerScope(context, workerId);
  await requireOcrSpace(context.db, scope.spaceId);
  return (await listPendingSuggestions(context.db, scope)).map(toSuggestion);
}
