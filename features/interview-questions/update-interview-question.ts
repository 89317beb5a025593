import type { z } from "zod";
import { interviewQuestions } from "#db/schema/worker-details";
import { versionIn } from "#db/sql/row-version";
import {
  interviewQuestionIsLive,
  liveInterviewQuestionExists,
  updateInterviewQuestion as updateQuestionRow,
} from "#db/workers/interview-questions";
import type { InterviewQuestionUpdateSchema } from "#domain/workers/worker-tab-schemas";
import { missedEditOf } from "#features/versions/row-version";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { assertQuestionnaireSpace, toInterviewQuestion } from "./interview-question-space";

export interface UpdateInterviewQuestionInput {
  spaceId: number;
  questionId: number;
  changes: z.infer<typeof InterviewQuestionUpdateSchema>;
  /** The versions If-Match names (decision 0013); undefined: the last writer wins. */
  expectedVersions: number[] | undefined;
}

/** Rewords or moves a live question: 404 when it is gone, 412 when If-Match names another version. */
export async function updateInterviewQuestion(context: OperationContext, input: UpdateInterviewQuestionInput) {
  const { db } = context;
  const { spaceId, questionId, changes } = input;
  assertQuestionnaireSpace(context, spaceId);
  const target = { id: questionId, spaceId };
  const sameVersion = versionIn(interviewQuestions.updated_at, input.expectedVersions);
  const [, [updated]] = await db.batch([
    activityLogIf(
      context,
      { title: "Interview question updated", type: "update", schema: "workers", subjectId: questionId, spaceId, changes },
      liveInterviewQuestionExists(target, sameVersion),
    ),
    updateQuestionRow(db, target, changes, context.now, sameVersion),
  ]);
  if (!updated) throw await missedEditOf(input.expectedVersions, () => interviewQuestionIsLive(db, target));
  return toInterviewQuestion(updated);
}
