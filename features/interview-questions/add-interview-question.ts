import type { z } from "zod";
import { insertInterviewQuestion, newInterviewQuestionIdRef } from "#db/workers/interview-questions";
import type { InterviewQuestionCreateSchema } from "#domain/workers/worker-tab-schemas";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { assertQuestionnaireSpace, toInterviewQuestion } from "./interview-question-space";

/** Adds a question to the space's questionnaire, last unless a position is given; logged with it. */
export async function addInterviewQuestion(
  context: OperationContext,
  input: { spaceId: number; question: z.infer<typeof InterviewQuestionCreateSchema> },
) {
  const { db } = context;
  assertQuestionnaireSpace(context, input.spaceId);
  const [[created]] = await db.batch([
    insertInterviewQuestion(db, input.spaceId, input.question, context.now),
    activityLog(context, {
      title: "Interview question added",
      type: "create",
      schema: "workers",
      subjectId: newInterviewQuestionIdRef(),
      spaceId: input.spaceId,
    }),
  ]);
  return toInterviewQuestion(created!);
}
