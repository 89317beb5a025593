import { data } from "react-router";
import { z } from "zod";
import { InterviewQuestionSchema } from "#domain/workers/worker-tab-schemas";
import { callApi, type ServerArgs } from "#web/app/lib/api.server";
import { errorMessageKey } from "#web/app/lib/error-messages";
import { refusalOf } from "#web/app/lib/forms/refusal";
import { refusalFrom } from "#web/app/lib/forms/refusal.server";
import { movedQuestionPositions, type MoveDirection } from "./interview-values";
import type { TabAnswer } from "./tab-answer";

// /v1 orders a space's questions by position and has no "move" of its own: the action reads the
// questionnaire as it is now (not as the page last saw it) and sends the positions that change.

/** The direction a fetcher posted; anything else is a bad request. */
export function directionOf(formData: FormData): MoveDirection {
  const parsed = z.enum(["up", "down"]).safeParse(formData.get("direction"));
  if (!parsed.success) throw data(null, { status: 400 });
  return parsed.data;
}

export async function moveQuestion<Intent extends string>(
  args: ServerArgs,
  intent: Intent,
  questionsPath: `/${string}`,
  questionId: number,
  direction: MoveDirection,
): Promise<TabAnswer<Intent>> {
  const listed = await callApi(args, questionsPath);
  if (!listed.ok) return refusalFrom(args, listed);
  const questions = z.array(InterviewQuestionSchema).parse(await listed.json());
  if (!questions.some((question) => question.id === questionId)) {
    // Removed by someone else meanwhile: the reloaded tab no longer shows it.
    return refusalOf(404, {}, [{ key: errorMessageKey(404) }]);
  }
  const changes = movedQuestionPositions(questions, questionId, direction);
  const answers = await Promise.all(
    changes.map(({ id, position }) => callApi(args, `${questionsPath}/${id}`, { method: "PATCH", json: { position } })),
  );
  const refused = answers.find((answer) => !answer.ok);
  return refused ? refusalFrom(args, refused) : { ok: true, intent };
}
