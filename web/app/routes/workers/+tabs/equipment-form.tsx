import { useTranslation } from "#web/app/i18n/use-translation";
import type { z } from "zod";
import { EQUIPMENT_COMMENT_MAX, EQUIPMENT_SIZE_MAX, EquipmentCreateSchema, type EquipmentSchema } from "#domain/workers/worker-tab-schemas";
import { TEXT_MAX } from "#domain/validation/text";
import { FormAlert } from "#web/app/components/form/form-alert";
import { TextField } from "#web/app/components/form/text-field";
import { TextareaField } from "#web/app/components/form/textarea-field";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { equipmentInputFromForm } from "./equipment-values";
import { FormButtons } from "./form-buttons";
import { schemaCheck } from "./tab-check";
import { useTabMutation } from "./use-tab-mutation";

// Adding or editing one item of equipment (spec 000 §3 Equipment: name, comment, size).

export type Equipment = z.infer<typeof EquipmentSchema>;

const check = schemaCheck(EquipmentCreateSchema, equipmentInputFromForm);

export function EquipmentForm({ workerId, equipment, onDone }: { workerId: number; equipment: Equipment | null; onDone(): void }) {
  const { t } = useTranslation();
  const form = useTabMutation({
    key: `worker-${workerId}-equipment-form`,
    check,
    post: equipment ? { intent: "update", item_id: equipment.id } : { intent: "create" },
    onSaved() {
      showSnackbar({ key: equipment ? "workers.tabs.equipment.saved" : "workers.tabs.equipment.created", tone: "success" });
      onDone();
    },
  });

  return (
    <form {...form.formProps} className="space-y-4">
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
      <FormButtons busy={form.busy} onCancel={onDone} />
    </form>
  );
}
