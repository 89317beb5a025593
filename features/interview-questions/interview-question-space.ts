import type { interviewQuestions } from "#db/schema/worker-details";
import type { z } from "zod";
import { InterviewQuestionSchema } from "#domain/workers/worker-tab-schemas";
import { canUseSpace } from "#domain/users/space-reach";
import { notFound } from "#domain/errors/app-error";
import type { OperationContext } from "../operation-context";

/** The questionnaire belongs to a space: 404 unless the caller works in it (owners: all). */
export function assertQuestionnaireSpace(context: Pick<OperationContext, "caller">, spaceId: number): void {
  if (!canUseSpace(context.caller, spaceId)) throw notFound();
}

/** The API's view of a question: `archived` rather than the date. */
export function toInterviewQuestion(row: typeof interviewQuestions.$inferSelect): z.infer<typeof InterviewQuestionSchema> {
  return InterviewQuestionSchema.parse({ ...row, archived: row.archived_at !== null, updated_at: row.updated_at.toISOString() });
}
