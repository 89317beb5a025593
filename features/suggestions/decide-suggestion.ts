import { decideSuggestion as markDecided, findSuggestion } from "#db/suggestions/worker-suggestions";
import { AppError } from "#domain/errors/app-error";
import type { Suggestion } from "#domain/ocr/suggestion-schemas";
import { notFound } from "#domain/errors/app-error";
import type { WorkerScope } from "../documents/documents-context";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { requireOcrSpace, toSuggestion } from "./suggestions-context";

export interface DecideSuggestionInput extends WorkerScope {
  suggestionId: number;
}

/** The pending suggestion a decision is about: 404 elsewhere, 409 once decided. */
export async function pendingSuggestion(context: Pick<OperationContext, "db">, input: DecideSuggestionInput): Promise<Suggestion> {
  await requireOcrSpace(context.db, input.spaceId);
  const row = await findSuggestion(context.db, { ...input, id: input.suggestionId });
  if (!row) throw notFound();
  if (row.status !== "pending") throw alreadyDecided();
  return toSuggestion(row);
}

/** Records the decision once the profile change (for an accept) has been applied. */
export async function recordSuggestionDecision(
  context: OperationContext,
  input: DecideSuggestionInput,
  status: "accepted" | "rejected",
): Promise<Suggestion> {
  const { db } = context;
  const row = await findSuggestion(db, { ...input, id: input.suggestionId });
  if (!row) throw notFound();
  if (!(await markDecided(db, row.id, status, context.caller.id, context.now))) throw alreadyDecided();
  await activityLog(context, {
    spaceId: input.spaceId,
    title: status === "accepted" ? "OCR suggestion accepted" : "OCR suggestion rejected",
    type: "update",
    schema: "workers",
    subjectId: input.workerId,
    // The field only: the value may be a NIR, which the log does not keep.
    changes: { suggestion_id: row.id, document_id: row.document_id, field: row.field },
  });
  return toSuggestion({ ...row, status });
}

function alreadyDecided() {
  return new AppError("conflict", "Suggestion already decided");
}
