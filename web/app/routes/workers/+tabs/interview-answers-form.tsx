import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import type { FormReply } from "#web/app/lib/forms/refusal";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import type { z } from "zod";
import { formatDateTime } from "#domain/format/format-date-time";
import { INTERVIEW_ANSWER_MAX, InterviewAnswersSchema, type InterviewSchema } from "#domain/workers/worker-tab-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { TextareaField } from "#web/app/components/form/textarea-field";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { answerFieldName, answerFieldOfIssue, changedAnswers, interviewInputFromForm } from "./interview-values";
import type { TabAnswer } from "./tab-answer";
import { useFetcherAnswer } from "./use-fetcher-answer";

// The worker's answers, one field per live question of the space, saved together. Only the answers that
// changed are sent: /v1 dates each answer it receives. An emptied answer is removed.

export type InterviewQuestion = z.infer<typeof InterviewSchema>["questions"][number];

export function InterviewAnswersForm({ workerId, questions }: { workerId: number; questions: InterviewQuestion[] }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<TabAnswer>({ key: `worker-${workerId}-interview-answers` });

  function changesIn(formData: FormData) {
    return changedAnswers(interviewInputFromForm(formData), questions);
  }

  // The action puts /v1's refusals of `answers.{index}` under the right question's field.
  const [lastResult, setLastResult] = useState<FormReply | null>(null);
  const form = useRefusableForm({
    check(formData) {
      const changes = changesIn(formData);
      const parsed = InterviewAnswersSchema.safeParse(changes);
      return parsed.success ? {} : fieldMessagesFromZod(parsed.error, changes, { fieldOf: (field) => answerFieldOfIssue(field, changes) });
    },
    lastResult,
    onValid(event, formData) {
      event.preventDefault();
      const changes = changesIn(formData);
      if (changes.answers.length === 0) {
        showSnackbar({ key: "workers.tabs.interview.unchanged", tone: "info" });
        return;
      }
      const posted = new FormData();
      posted.set("intent", "answers");
      for (const { question_id, answer } of changes.answers) posted.set(answerFieldName(question_id), answer ?? "");
      void fetcher.submit(posted, { method: "post" });
    },
  });

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) return showSnackbar({ key: "workers.tabs.interview.saved", tone: "success" });
    setLastResult(answer.reply);
  });

  return (
    <form {...form.formProps} className="space-y-5 rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-6">
      {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
      <ol className="space-y-5">
        {questions.map((question) => (
          <li key={question.id} data-testid="interview-question">
            <TextareaField
              label={question.label}
              name={answerFieldName(question.id)}
              defaultValue={question.answer ?? ""}
              rows={2}
              maxLength={INTERVIEW_ANSWER_MAX}
              hint={
                question.answered_at
                  ? t("workers.tabs.interview.answeredAt", { date: formatDateTime(new Date(question.answered_at), i18n.language) })
                  : undefined
              }
              error={form.errorOf(answerFieldName(question.id))}
            />
          </li>
        ))}
      </ol>
      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("workers.tabs.common.saving") : t("workers.tabs.common.save")}
        </button>
      </div>
    </form>
  );
}
