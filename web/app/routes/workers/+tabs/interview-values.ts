import { formText } from "./form-text";

// The interview questionnaire as /v1 takes it (PUT /v1/workers/{id}/interview): one `answer.{question id}`
// field per question; an empty answer is null, which removes it. And the space's questions, as the
// editor changes them (PATCH /v1/spaces/{id}/interview-questions/{questionId}).

export type InterviewAnswersInput = {
  answers: { question_id: number; answer: string | null }[];
};

const ANSWER_FIELD = /^answer\.(\d{1,10})$/;

export function answerFieldName(questionId: number): string {
  return `answer.${questionId}`;
}

export function interviewInputFromForm(formData: FormData): InterviewAnswersInput {
  const answers: InterviewAnswersInput["answers"] = [];
  for (const [name, value] of formData) {
    const match = ANSWER_FIELD.exec(name);
    if (!match || typeof value !== "string") continue;
    answers.push({ question_id: Number(match[1]), answer: value.trim() || null });
  }
  return { answers };
}

/** Only the answers that differ from the saved ones: saving an unchanged answer would date it anew. */
export function changedAnswers(
  input: InterviewAnswersInput,
  saved: readonly { id: number; answer: string | null }[],
): InterviewAnswersInput {
  const before = new Map(saved.map((question) => [question.id, question.answer]));
  return { answers: input.answers.filter((answer) => before.get(answer.question_id) !== answer.answer) };
}

/** The form field a refusal of `answers.{index}.…` belongs under: that answer's own field. */
export function answerFieldOfIssue(field: string, input: InterviewAnswersInput): string {
  const match = /^answers\.(\d+)(\.|$)/.exec(field);
  const answer = match ? input.answers[Number(match[1])] : undefined;
  return answer ? answerFieldName(answer.question_id) : field;
}

/** A question's wording from the editor, left out when blank (it reads "required"). */
export function questionInputFromForm(formData: FormData): { label?: string } {
  const label = formText(formData, "label");
  return label === "" ? {} : { label };
}

export type MoveDirection = "up" | "down";

/**
 * The position changes that move one question a place up or down: the questionnaire renumbered 0…n-1 in
 * its new order, keeping only the questions whose position changes (two, once the numbering is tidy).
 */
export function movedQuestionPositions(
  questions: readonly { id: number; position: number }[],
  id: number,
  direction: MoveDirection,
): { id: number; position: number }[] {
  const from = questions.findIndex((question) => question.id === id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= questions.length) return [];
  const order = [...questions];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order.flatMap((question, position) => (question.position === position ? [] : [{ id: question.id, position }]));
}
