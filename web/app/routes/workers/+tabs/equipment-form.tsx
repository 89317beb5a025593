import { useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { EQUIPMENT_COMMENT_MAX, EQUIPMENT_SIZE_MAX, EquipmentCreateSchema, type EquipmentSchema } from "../../../../../domain/workers/worker-tab-schemas";
import { TEXT_MAX } from "../../../../../domain/french/names";
import { FormAlert } from "../../../components/form/form-alert";
import { TextField } from "../../../components/form/text-field";
import { TextareaField } from "../../../components/form/textarea-field";
import { showSnackbar } from "../../../components/snackbar/snackbar-bus";
import { equipmentInputFromForm } from "./equipment-values";
import { FormButtons } from "./form-buttons";
import type { TabAnswer } from "./tab-answer";
import { tabIssueTextsFromZod } from "./tab-issues";
import { useFetcherAnswer } from "./use-fetcher-answer";
import { useTabForm } from "./use-tab-form";

// Adding or editing one item of equipment (spec 000 §3 Equipment: name, comment, size).

export type Equipment = z.infer<typeof EquipmentSchema>;

function check(form: HTMLFormElement) {
  const input = equipmentInputFromForm(new FormData(form));
  const parsed = EquipmentCreateSchema.safeParse(input);
  return parsed.success ? {} : tabIssueTextsFromZod(parsed.error, input);
}

export function EquipmentForm({ workerId, equipment, onDone }: { workerId: number; equipment: Equipment | null; onDone(): void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<TabAnswer>({ key: `worker-${workerId}-equipment-form` });
  const formRef = useRef<HTMLFormElement>(null);
  const form = useTabForm({ check });

  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok) return form.showRefusal(answer, formRef.current);
    showSnackbar({ key: equipment ? "workers.tabs.equipment.saved" : "workers.tabs.equipment.created", tone: "success" });
    onDone();
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.validate(event.currentTarget)) return;
    const formData = new FormData(event.currentTarget);
    formData.set("intent", equipment ? "update" : "create");
    if (equipment) formData.set("item_id", String(equipment.id));
    void fetcher.submit(formData, { method: "post" });
  }

  return (
    <form ref={formRef} {...form.formProps} onSubmit={submit} className="space-y-4">
      {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          label={`${t("workers.tabs.equipment.name")} *`}
          name="name"
          defaultValue={equipment?.name ?? ""}
          required
          maxLength={TEXT_MAX}
          autoComplete="off"
          error={form.errorOf("name")}
        />
        <TextField
          label={t("workers.tabs.equipment.size")}
          name="size"
          defaultValue={equipment?.size ?? ""}
          maxLength={EQUIPMENT_SIZE_MAX}
          autoComplete="off"
          hint={t("workers.tabs.equipment.sizeHint")}
          error={form.errorOf("size")}
        />
      </div>
      <TextareaField
        label={t("workers.tabs.equipment.comment")}
        name="comment"
        defaultValue={equipment?.comment ?? ""}
        maxLength={EQUIPMENT_COMMENT_MAX}
        error={form.errorOf("comment")}
      />
      <FormButtons busy={fetcher.state !== "idle"} onCancel={onDone} />
    </form>
  );
}
