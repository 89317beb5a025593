import { useState, type FormEvent } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useRevalidator } from "react-router";
import type { SpaceSummary } from "#domain/spaces/space-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { SpacePicker } from "#web/app/components/space-picker/space-picker";
import { saveSelectedSpace } from "#web/app/lib/selected-space";
import { DialogFrame } from "./dialog-frame";

/**
 * The change-space dialog (spec 000 §2, 001 §2): pick one of the user's spaces, or go back to no
 * space. Loaders that depend on the space run again with the new `space_id` cookie.
 */
export function ChangeSpaceDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} onClose={onClose} title={t("changeSpace.title")} description={t("changeSpace.description")}>
      {/* Mounted only while open: each opening loads the current list of spaces. */}
      {open ? <ChangeSpaceForm onDone={onClose} /> : null}
    </DialogFrame>
  );
}

function ChangeSpaceForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [space, setSpace] = useState<SpaceSummary | null>(null);
  const [required, setRequired] = useState(false);

  function apply(chosen: SpaceSummary | null) {
    saveSelectedSpace(chosen);
    showSnackbar(
      chosen
        ? { key: "changeSpace.changed", values: { name: chosen.name }, tone: "success" }
        : { key: "changeSpace.cleared", tone: "info" },
    );
    void revalidator.revalidate();
    onDone();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!space) {
      setRequired(true); // spec 001 §5: no space chosen → "Required field"
      return;
    }
    apply(space);
  }

  return (
    <form onSubmit={submit} noValidate>
      <SpacePicker
        value={space}
        onChange={(chosen) => {
          setSpace(chosen);
          if (chosen) setRequired(false);
        }}
        error={required ? t("validation.required") : undefined}
      />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        <button type="button" className={`${buttonStyles.ghost} sm:mr-auto`} onClick={() => apply(null)}>
          {t("changeSpace.reset")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {t("common.cancel")}
        </button>
        <button type="submit" className={buttonStyles.primary}>
          {t("changeSpace.submit")}
        </button>
      </div>
    </form>
  );
}
