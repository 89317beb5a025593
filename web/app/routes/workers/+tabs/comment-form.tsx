import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { COMMENT_MAX, CommentCreateSchema } from "../../../../../domain/workers/worker-tab-schemas";
import { buttonStyles } from "../../../components/button-styles";
import { FormAlert } from "../../../components/form/form-alert";
import { TextareaField } from "../../../components/form/textarea-field";
import { Icon } from "../../../components/icons";
import { showSnackbar } from "../../../components/snackbar/snackbar-bus";
import { commentInputFromForm } from "./comment-values";
import type { TabAnswer } from "./tab-answer";
import { tabIssueTextsFromZod } from "./tab-issues";
import { useFetcherAnswer } from "./use-fetcher-answer";
import { useTabForm } from "./use-tab-form";

// Writing a comment, above the list: once added, the field empties for the next one.

function check(form: HTMLFormElement) {
  const input = commentInputFromForm(new FormData(form));
  const parsed = CommentCreateSchema.safeParse(input);
  return parsed.success ? {} : tabIssueTextsFromZod(parsed.error, input);
}

export function CommentForm({ workerId }: { workerId: number }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<TabAnswer>({ key: `worker-${workerId}-comment-form` });
  const formRef = useRef<HTMLFormElement>(null);
  const [length, setLength] = useState(0);
  const form = useTabForm({ check });

  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok) return form.showRefusal(answer, formRef.current);
    showSnackbar({ key: "workers.tabs.comments.created", tone: "success" });
    formRef.current?.reset();
    setLength(0);
    form.clear();
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.validate(event.currentTarget)) return;
    const formData = new FormData(event.currentTarget);
    formData.set("intent", "create");
    void fetcher.submit(formData, { method: "post" });
  }

  return (
    <form ref={formRef} {...form.formProps} onSubmit={submit} className="space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-xs">
      {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
      <TextareaField
        label={t("workers.tabs.comments.newComment")}
        name="body"
        rows={3}
        maxLength={COMMENT_MAX}
        onChange={(event) => setLength(event.target.value.length)}
        hint={t("workers.tabs.common.counter", { length, max: COMMENT_MAX })}
        error={form.errorOf("body")}
      />
      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={fetcher.state !== "idle"}>
          <Icon name="chatBubble" className="size-4" />
          {fetcher.state !== "idle" ? t("workers.tabs.comments.adding") : t("workers.tabs.comments.add")}
        </button>
      </div>
    </form>
  );
}
