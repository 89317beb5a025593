import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { formMessageOf } from "#web/app/lib/forms/refusal";
import { TEXT_MAX } from "#domain/validation/text";
import { INTERVIEW_QUESTIONS_MAX, InterviewQuestionCreateSchema } from "#domain/workers/worker-tab-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { FormAlert } from "#web/app/components/form/form-alert";
import { TextField } from "#web/app/components/form/text-field";
import { Icon } from "#web/app/components/icons";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { DialogFrame } from "#web/app/routes/shell/+shared/dialog-frame";
import { questionInputFromForm, type MoveDirection } from "./interview-values";
import { QuestionRow } from "./question-row";
import type { TabAnswer } from "./tab-answer";
import { schemaCheck } from "./tab-check";
import { useFetcherAnswer } from "./use-fetcher-answer";
import { useTabMutation } from "./use-tab-mutation";

// The space's interview questionnaire, for those who may change it (space-users, as
// /v1/spaces/{id}/interview-questions requires): add, rename, reorder, remove. Every change goes through
// the tab's action and the tab reloads, so the worker's form below shows the new questionnaire at once.

interface Question {
  id: number;
  label: string;
}

const SUCCESS = {
  "question-move": "workers.tabs.questions.moved",
  "question-remove": "workers.tabs.questions.removed",
} as const;

export function QuestionsEditor({
  spaceId,
  questions,
  open,
  onClose,
}: {
  spaceId: number;
  questions: Question[];
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<{ question: Question; position: number } | null>(null);
  const fetcher = useFetcher<TabAnswer>({ key: `space-${spaceId}-questions-order` });
  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok) return showSnackbar({ ...formMessageOf(answer.reply), tone: "error" });
    if (answer.intent === "question-move" || answer.intent === "question-remove")
      showSnackbar({ key: SUCCESS[answer.intent], tone: "success" });
  });

  function send(intent: "question-move" | "question-remove", questionId: number, direction?: MoveDirection) {
    void fetcher.submit({ intent, space_id: spaceId, question_id: questionId, ...(direction ? { direction } : {}) }, { method: "post" });
  }

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t("workers.tabs.questions.title")}
      description={t("workers.tabs.questions.description")}
      size="lg"
    >
      {questions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong px-4 py-6 text-center text-sm text-ink-muted">
          {t("workers.tabs.questions.empty")}
        </p>
      ) : (
        <ol className="space-y-2" aria-label={t("workers.tabs.questions.title")} aria-busy={fetcher.state !== "idle"}>
          {questions.map((question, index) => (
            <QuestionRow
              key={question.id}
              spaceId={spaceId}
              question={question}
              position={index + 1}
              first={index === 0}
              last={index === questions.length - 1}
              busy={fetcher.state !== "idle"}
              onMove={(direction) => send("question-move", question.id, direction)}
              onRemove={() => setRemoving({ question, position: index + 1 })}
            />
          ))}
        </ol>
      )}
      {questions.length < INTERVIEW_QUESTIONS_MAX ? <NewQuestionForm spaceId={spaceId} /> : null}
      <div className="mt-6 flex justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t("workers.tabs.questions.done")}
        </button>
      </div>

      <ConfirmDialog
        open={removing !== null}
        title={t("workers.tabs.questions.removeTitle")}
        description={t("workers.tabs.questions.removeMessage", { label: removing?.question.label ?? "" })}
        confirmLabel={t("workers.tabs.questions.remove", { position: removing?.position ?? "" })}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) send("question-remove", removing.question.id);
          setRemoving(null);
        }}
      />
    </DialogFrame>
  );
}

const check = schemaCheck(InterviewQuestionCreateSchema, questionInputFromForm);

/** A new question goes last; the field empties for the next one. */
function NewQuestionForm({ spaceId }: { spaceId: number }) {
  const { t } = useTranslation();
  const form = useTabMutation({
    key: `space-${spaceId}-question-create`,
    check,
    post: { intent: "question-create", space_id: spaceId },
    onSaved() {
      showSnackbar({ key: "workers.tabs.questions.created", tone: "success" });
      form.reset();
    },
  });

  return (
    <form {...form.formProps} className="mt-4 space-y-2">
      {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
      <div className="flex items-start gap-2">
        <TextField
          className="min-w-0 flex-1"
          label={t("workers.tabs.questions.newLabel")}
          name="label"
          maxLength={TEXT_MAX}
          autoComplete="off"
          error={form.errorOf("label")}
        />
        <button type="submit" className={`${buttonStyles.primary} mt-7`} disabled={form.busy}>
          <Icon name="plus" className="size-4" />
          <span className="max-sm:sr-only">{t("workers.tabs.questions.add")}</span>
        </button>
      </div>
    </form>
  );
}
