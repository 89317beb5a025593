import { archiveInterviewQuestion, liveInterviewQuestionExists } from "#db/workers/interview-questions";
import { notFound } from "#domain/errors/app-error";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { assertQuestionnaireSpace } from "./interview-question-space";

/** Removes a question by archiving it: the answers already given stay readable. 404 when already gone. */
export async function removeInterviewQuestion(context: OperationContext, input: { spaceId: number; questionId: number }) {
  const { db, now } = context;
  const { spaceId, questionId } = input;
  assertQuestionnaireSpace(context, spaceId);
  const target = { id: questionId, spaceId };
  const [, archived] = await db.batch([
    activityLogIf(
      context,
      { title: "Interview question removed", type: "delete", schema: "workers", subjectId: questionId, spaceId },
      liveInterviewQuestionExists(target),
    ),
    archiveInterviewQuestion(db, target, now),
  ]);
  if (archived.length === 0) throw notFound();
}
