import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { COMMENT_MAX, CommentCreateSchema } from "#domain/workers/worker-tab-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { TextareaField } from "#web/app/components/form/textarea-field";
import { Icon } from "#web/app/components/icons";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { commentInputFromForm } from "./comment-values";
import { schemaCheck } from "./tab-check";
import { useTabMutation } from "./use-tab-mutation";

// Writing a comment, above the list: once added, the field empties for the next one.

const check = schemaCheck(CommentCreateSchema, commentInputFromForm);

export function CommentForm({ workerId }: { workerId: number }) {
  const { t } = useTranslation();
  const [length, setLength] = useState(0);
  const form = useTabMutation({
    key: `worker-${workerId}-comment-form`,
    check,
    post: { intent: "create" },
    onSaved() {
      showSnackbar({ key: "workers.tabs.comments.created", tone: "success" });
      form.reset();
      setLength(0);
    },
  });

  return (
    <form {...form.formProps} className="space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-xs">
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
        <button type="submit" className={buttonStyles.primary} disabled={form.busy}>
          <Icon name="chatBubble" className="size-4" />
          {form.busy ? t("workers.tabs.comments.adding") : t("workers.tabs.comments.add")}
        </button>
      </div>
    </form>
  );
}
