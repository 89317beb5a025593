import { listInterviewQuestions as listQuestionsOfSpace } from "#db/workers/interview-questions";
import type { OperationContext } from "../operation-context";
import { assertQuestionnaireSpace, toInterviewQuestion } from "./interview-question-space";

/** The space's live interview questions, in order (a removed one is archived and no longer listed). */
export async function listInterviewQuestions(context: Pick<OperationContext, "db" | "caller">, spaceId: number) {
  assertQuestionnaireSpace(context, spaceId);
  return (await listQuestionsOfSpace(context.db, spaceId)).map(toInterviewQuestion);
}
