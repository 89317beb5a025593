import { InterviewAnswersSchema, InterviewQuestionCreateSchema, InterviewSchema } from "#domain/workers/worker-tab-schemas";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { InterviewPanel } from "../+tabs/interview-panel";
import { answerFieldOfIssue, interviewInputFromForm, questionInputFromForm } from "../+tabs/interview-values";
import { answerOf, intentOf, itemIdOf, sendChecked } from "../+tabs/tab-action.server";
import { directionOf, moveQuestion } from "../+tabs/move-question.server";
import { tabTitle } from "../+tabs/tab-title";
import { useWorkerFile } from "./layout";
import type { Route } from "./+types/interview";

// /workers/{id}/interview: the interview questionnaire (spec 000 §2). One call serves the tab: the
// worker's interview carries the space's live questions in order, with the answers, so the editor of
// the questionnaire needs no second read of /v1/spaces/{id}/interview-questions to show them.

export function meta({ matches }: Route.MetaArgs) {
  return tabTitle(matches, "workers.tabs.pages.interview");
}

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const { data: interview } = await loadFromApi(args, `/workers/${id}/interview`, InterviewSchema);
  return { questions: interview.questions };
}

const INTENTS = ["answers", "question-create", "question-rename", "question-move", "question-remove"] as const;

export async function action(args: Route.ActionArgs) {
  const id = numericIdParam(args.params.id);
  const formData = await args.request.formData();
  const intent = intentOf(formData, INTENTS);
  if (intent === "answers") {
    // A refusal of `answers.{index}` goes under that question's field.
    const input = interviewInputFromForm(formData);
    return sendChecked(args, intent, InterviewAnswersSchema, input, {
      path: `/workers/${id}/interview`,
      method: "PUT",
      fieldOf: (field) => answerFieldOfIssue(field, input),
    });
  }
  // The questionnaire is the space's: /v1 checks the caller may change it (space-users, in that space).
  const questions = `/spaces/${itemIdOf(formData, "space_id")}/interview-questions` as const;
  if (intent === "question-create") {
    return sendChecked(args, intent, InterviewQuestionCreateSchema, questionInputFromForm(formData), { path: questions, method: "POST" });
  }
  const questionId = itemIdOf(formData, "question_id");
  switch (intent) {
    case "question-rename":
      // Checked as a new question would be: a rename cannot blank the wording.
      return sendChecked(args, intent, InterviewQuestionCreateSchema, questionInputFromForm(formData), {
        path: `${questions}/${questionId}`,
        method: "PATCH",
      });
    case "question-move":
      return moveQuestion(args, intent, questions, questionId, directionOf(formData));
    case "question-remove":
      return answerOf(args, intent, await callApi(args, `${questions}/${questionId}`, { method: "DELETE" }));
  }
}

export default function InterviewTab({ loaderData, params }: Route.ComponentProps) {
  const worker = useWorkerFile();
  return <InterviewPanel workerId={Number(params.id)} spaceId={worker.space_id} questions={loaderData.questions} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
