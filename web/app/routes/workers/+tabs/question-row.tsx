import { useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { TEXT_MAX } from "../../../../../domain/french/names";
import { InterviewQuestionCreateSchema } from "../../../../../domain/workers/worker-tab-schemas";
import { TextField } from "../../../components/form/text-field";
import { Icon } from "../../../components/icons";
import { showSnackbar } from "../../../components/snackbar/snackbar-bus";
import { iconButtonStyle } from "./item-actions";
import { questionInputFromForm, type MoveDirection } from "./interview-values";
import type { TabAnswer } from "./tab-answer";
import { tabIssueTextsFromZod } from "./tab-issues";
import { useFetcherAnswer } from "./use-fetcher-answer";
import { useTabForm } from "./use-tab-form";

// One question of the space's questionnaire in the editor: its wording (renamed in place), moved up or
// down, removed (the panel asks first).

function check(form: HTMLFormElement) {
  const input = questionInputFromForm(new FormData(form));
  const parsed = InterviewQuestionCreateSchema.safeParse(input);
  return parsed.success ? {} : tabIssueTextsFromZod(parsed.error, input);
}

interface QuestionRowProps {
  spaceId: number;
  question: { id: number; label: string };
  /** 1-based, as people count. */
  position: number;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove(direction: MoveDirection): void;
  onRemove(): void;
}

export function QuestionRow({ spaceId, question, position, first, last, busy, onMove, onRemove }: QuestionRowProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<TabAnswer>({ key: `space-${spaceId}-question-${question.id}-rename` });
  const formRef = useRef<HTMLFormElement>(null);
  const form = useTabForm({ check });

  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok) return form.showRefusal(answer, formRef.current);
    showSnackbar({ key: "workers.tabs.questions.renamed", tone: "success" });
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.validate(event.currentTarget)) return;
    const formData = new FormData(event.currentTarget);
    formData.set("intent", "question-rename");
    formData.set("space_id", String(spaceId));
    formData.set("question_id", String(question.id));
    void fetcher.submit(formData, { method: "post" });
  }

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line p-3 sm:flex-row sm:items-start" data-testid="question-row">
      <form ref={formRef} {...form.formProps} onSubmit={submit} className="flex min-w-0 flex-1 items-start gap-2">
        <TextField
          className="min-w-0 flex-1"
          label={t("workers.tabs.questions.label", { position })}
          name="label"
          defaultValue={question.label}
          maxLength={TEXT_MAX}
          autoComplete="off"
          error={form.errorOf("label")}
        />
        <button
          type="submit"
          className={`${iconButtonStyle} mt-7`}
          disabled={fetcher.state !== "idle"}
          aria-label={t("workers.tabs.questions.rename", { position })}
          title={t("workers.tabs.questions.rename", { position })}
        >
          <Icon name="check" className="size-4" />
        </button>
      </form>
      <div className="flex justify-end gap-1 sm:mt-7">
        <button
          type="button"
          className={iconButtonStyle}
          disabled={first || busy}
          onClick={() => onMove("up")}
          aria-label={t("workers.tabs.questions.moveUp", { position })}
          title={t("workers.tabs.questions.moveUp", { position })}
        >
          <Icon name="chevronDown" className="size-4 rotate-180" />
        </button>
        <button
          type="button"
          className={iconButtonStyle}
          disabled={last || busy}
          onClick={() => onMove("down")}
          aria-label={t("workers.tabs.questions.moveDown", { position })}
          title={t("workers.tabs.questions.moveDown", { position })}
        >
          <Icon name="chevronDown" className="size-4" />
        </button>
        <button
          type="button"
          className={iconButtonStyle}
          disabled={busy}
          onClick={onRemove}
          aria-label={t("workers.tabs.questions.remove", { position })}
          title={t("workers.tabs.questions.remove", { position })}
        >
          <Icon name="trash" className="size-4" />
        </button>
      </div>
    </li>
  );
}
