import { describe, expect, it } from "vitest";
import { InterviewAnswersSchema } from "#domain/workers/worker-tab-schemas";
import {
  answerFieldOfIssue,
  changedAnswers,
  interviewInputFromForm,
  movedQuestionPositions,
  questionInputFromForm,
} from "./interview-values";
import { fieldMessagesFromZod, fieldMessagesOf } from "#web/app/lib/field-messages";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("the interview answers as /v1 takes them", () => {
  it("reads one answer per question field, an emptied one as null (removed)", () => {
    const input = interviewInputFromForm(
      form([
        ["intent", "answers"],
        ["answer.12", "  Cariste depuis 5 ans "],
        ["answer.7", "   "],
        ["answer.x", "ignored"],
      ]),
    );
    expect(input).toEqual({
      answers: [
        { question_id: 12, answer: "Cariste depuis 5 ans" },
        { question_id: 7, answer: null },
      ],
    });
    expect(InterviewAnswersSchema.safeParse(input).success).toBe(true);
  });

  it("keeps only the answers that changed, so unchanged ones keep their date", () => {
    const saved = [
      { id: 1, answer: "Oui" },
      { id: 2, answer: null },
      { id: 3, answer: "Permis B" },
    ];
    const typed = {
      answers: [
        { question_id: 1, answer: "Oui" },
        { question_id: 2, answer: null },
        { question_id: 3, answer: "Permis B et C" },
      ],
    };
    expect(changedAnswers(typed, saved)).toEqual({ answers: [{ question_id: 3, answer: "Permis B et C" }] });
  });

  it("puts a refused answer under its question's field, whether the browser or /v1 refused it", () => {
    const input = {
      answers: [
        { question_id: 4, answer: "ok" },
        { question_id: 9, answer: "x".repeat(5001) },
      ],
    };
    const parsed = InterviewAnswersSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const fieldOf = (field: string) => answerFieldOfIssue(field, input);
    expect(parsed.success ? {} : fieldMessagesFromZod(parsed.error, input, { fieldOf })).toEqual({
      "answer.9": { key: "validation.tooLong" },
    });
    expect(fieldMessagesOf([{ field: "answers.0.question_id", reason: "unknown", message: "unknown_question" }], { fieldOf })).toEqual({
      "answer.4": { key: "workers.tabs.fieldErrors.unknownQuestion" },
    });
    expect(answerFieldOfIssue("answers", input)).toBe("answers");
  });
});

describe("the questionnaire editor", () => {
  it("reads a question's wording, blank as missing", () => {
    expect(questionInputFromForm(form([["label", "  Avez-vous le permis ? "]]))).toEqual({ label: "Avez-vous le permis ?" });
    expect(questionInputFromForm(form([["label", " "]]))).toEqual({});
  });

  it("moves a question by swapping it with its neighbour", () => {
    const tidy = [
      { id: 10, position: 0 },
      { id: 11, position: 1 },
      { id: 12, position: 2 },
    ];
    expect(movedQuestionPositions(tidy, 12, "up")).toEqual([
      { id: 12, position: 1 },
      { id: 11, position: 2 },
    ]);
    expect(movedQuestionPositions(tidy, 10, "down")).toEqual([
      { id: 11, position: 0 },
      { id: 10, position: 1 },
    ]);
  });

  it("does nothing past either end or for an unknown question", () => {
    const tidy = [
      { id: 10, position: 0 },
      { id: 11, position: 1 },
    ];
    expect(movedQuestionPositions(tidy, 10, "up")).toEqual([]);
    expect(movedQuestionPositions(tidy, 11, "down")).toEqual([]);
    expect(movedQuestionPositions(tidy, 99, "up")).toEqual([]);
  });

  it("renumbers a questionnaire with gaps or ties (removed questions, equal positions)", () => {
    const gappy = [
      { id: 1, position: 0 },
      { id: 2, position: 4 },
      { id: 3, position: 4 },
      { id: 4, position: 9 },
    ];
    expect(movedQuestionPositions(gappy, 4, "up")).toEqual([
      { id: 2, position: 1 },
      { id: 4, position: 2 },
      { id: 3, position: 3 },
    ]);
  });
});
