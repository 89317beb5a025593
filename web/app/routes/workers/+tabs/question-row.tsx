import { useTranslation } from "#web/app/i18n/use-translation";
import { TEXT_MAX } from "#domain/validation/text";
import { InterviewQuestionCreateSchema } from "#domain/workers/worker-tab-schemas";
import { TextField } from "#web/app/components/form/text-field";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { IconButton } from "./item-actions";
import { questionInputFromForm, type MoveDirection } from "./interview-values";
import { schemaCheck } from "./tab-check";
import { useTabMutation } from "./use-tab-mutation";

// One question of the space's questionnaire in the editor: its wording (renamed in place), moved up or
// down, removed (the panel asks first).

// Checked as a new question is: a rename cannot blank the wording.
const check = schemaCheck(InterviewQuestionCreateSchema, questionInputFromForm);

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
  const form = useTabMutation({
    key: `space-${spaceId}-question-${question.id}-rename`,
    check,
    post: { intent: "question-rename", space_id: spaceId, question_id: question.id },
    onSaved: () => showSnackbar({ key: "workers.tabs.questions.renamed", tone: "success" }),
  });

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line p-3 sm:flex-row sm:items-start" data-testid="question-row">
      <form {...form.formProps} className="flex min-w-0 flex-1 items-start gap-2">
        <TextField
          className="min-w-0 flex-1"
          label={t("workers.tabs.questions.label", { position })}
          name="label"
          defaultValue={question.label}
          maxLength={TEXT_MAX}
          autoComplete="off"
          error={form.errorOf("label")}
        />
        <IconButton
          type="submit"
          icon="check"
          label={t("workers.tabs.questions.rename", { position })}
          disabled={form.busy}
          className="mt-7"
        />
      </form>
      <div className="flex justify-end gap-1 sm:mt-7">
        <IconButton
          icon="chevronDown"
          iconClassName="rotate-180"
          label={t("workers.tabs.questions.moveUp", { position })}
          onClick={() => onMove("up")}
          disabled={first || busy}
        />
        <IconButton
          icon="chevronDown"
          label={t("workers.tabs.questions.moveDown", { position })}
          onClick={() => onMove("down")}
          disabled={last || busy}
        />
        <IconButton icon="trash" label={t("workers.tabs.questions.remove", { position })} onClick={onRemove} disabled={busy} />
      </div>
    </li>
  );
}
