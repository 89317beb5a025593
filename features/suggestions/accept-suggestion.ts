import { AppError } from "#domain/errors/app-error";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import type { Suggestion } from "#domain/ocr/suggestion-schemas";
import { WorkerUpdateSchema } from "#domain/workers/worker-schemas";
import type { WorkerFileRow } from "#db/workers/get-worker-file";
import type { OperationContext } from "../operation-context";
import { updateWorker } from "../workers/update-worker";
import { workerScope } from "../workers/worker-scope";
import { pendingSuggestion, recordSuggestionDecision } from "./decide-suggestion";

/**
 * Accepts an OCR suggestion onto the worker's profile: the worker's own edit with that one field, so
 * the PATCH's schema, rules, uniqueness and lost-update guard apply; their refusal (422, 409, 412) is
 * the answer and the suggestion stays pending. Returns the decided suggestion and the worker after.
 */
export async function acceptSuggestion(
  context: OperationContext,
  input: { workerId: number; suggestionId: number; expectedVersions: number[] | undefined },
): Promise<{ suggestion: Suggestion; worker: WorkerFileRow }> {
  const scope = await workerScope(context, input.workerId);
  const decision = { ...scope, suggestionId: input.suggestionId };
  const suggestion = await pendingSuggestion(context, decision);
  const changes = WorkerUpdateSchema.safeParse({ [suggestion.field]: suggestion.value });
  if (!changes.success) throw new AppError("validation_failed", "Invalid input", { fields: zodFieldErrors(changes.error) });
  const worker = await updateWorker(context, { id: input.workerId, changes: changes.data, expectedVersions: input.expectedVersions });
  return { suggestion: await recordSuggestionDecision(context, decision, "accepted"), worker };
}
