import { useEffect, useMemo, useRef, type FocusEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFormAction } from "react-router";
import { WorkerCreateSchema, type WorkerFile } from "#domain/workers/worker-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { RefusalAlerts } from "#web/app/components/form/refusal-alerts";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { fieldNameOf, shouldCheckOnBlur } from "#web/app/lib/field-issues";
import type { ActionRefusal } from "#web/app/lib/api.server";
import { useCheckedForm } from "#web/app/lib/use-checked-form";
import { restoreFormDraft } from "#web/app/lib/form-draft";
import { UnsavedChangesGuard } from "#web/app/components/form/unsaved-changes-guard";
import { BankSection } from "./bank-section";
import { ContactSection } from "./contact-section";
import { FamilySection } from "./family-section";
import { HousekeepingSection } from "./housekeeping-section";
import { IdentitySection } from "./identity-section";
import { PreferencesSection } from "./preferences-section";
import { WorkSection } from "./work-section";
import { WorkerFormContext, type WorkerFormLayout, type WorkerFormState } from "./worker-form-context";
import { workerIssueTexts, workerIssueTextsFromZod } from "./worker-field-issues";
import { CHANGED_FIELD, changedFields, WORKER_FORM_FIELDS, workerInputFromForm } from "./worker-form-values";

/** Fields checked together: a rule ties them (e-mail or mobile; the NIR against sex and birth date). */
const LINKED_FIELDS: Record<string, string[]> = {
  email: ["email", "mobile_phone_number"],
  mobile_phone_number: ["email", "mobile_phone_number"],
  nir: ["nir"],
  sex: ["sex", "nir"],
  birth_date: ["birth_date", "nir"],
  favorite_jobs: ["favorite_jobs", "favorite_jobs.0", "favorite_jobs.1", "favorite_jobs.2"],
};

const SHOWN_FIELDS = new Set(WORKER_FORM_FIELDS);

function linkedFields(name: string): string[] {
  return LINKED_FIELDS[name] ?? [name];
}

function isShown(field: string) {
  return SHOWN_FIELDS.has(field) || field.startsWith("favorite_jobs.");
}

interface WorkerFormProps {
  mode: "create" | "edit";
  layout: WorkerFormLayout;
  worker: WorkerFile | null;
  spaceId: number;
  submitting: boolean;
  /** The action's last refusal; each new one is shown (field messages under the fields). */
  refusal: ActionRefusal | null;
  onSubmit(formData: FormData): void;
}

/**
 * Every field of the spec's Worker profile (000 §3), checked in the browser with the schema /v1 uses
 * (WorkerCreateSchema) as fields are left and on submit, the server's refusals shown under the fields.
 * On an update only the fields the user changed are submitted.
 */
export function WorkerForm({ mode, layout, worker, spaceId, submitting, refusal, onSubmit }: WorkerFormProps) {
  const { t } = useTranslation();
  // The route's own action ("?index" on the file's profile tab), should the form be posted natively.
  const action = useFormAction();
  const initial = useRef<Record<string, unknown> | null>(null);
  const form = useCheckedForm({
    check(element) {
      const input = workerInputFromForm(new FormData(element));
      const parsed = WorkerCreateSchema.safeParse({ ...input, space_id: spaceId });
      return parsed.success ? {} : workerIssueTextsFromZod(parsed.error, input);
    },
    refusal,
    textsOf: workerIssueTexts,
  });
  const { formRef, errors, errorText, focusRequest } = form;

  // What the form showed when it opened: an update sends what differs from it. Then what was typed
  // before a sign-out (issue 18) goes back in, as changes to save.
  useEffect(() => {
    // Once: a second run (React's strict mode) must not take the restored draft as the opening values.
    if (!formRef.current || initial.current !== null) return;
    initial.current = workerInputFromForm(new FormData(formRef.current));
    if (mode === "edit" && restoreFormDraft(formRef.current, window.location.pathname)) {
      showSnackbar({ key: "common.draftRestored", tone: "info" });
    }
  }, [formRef, mode]);

  function leaveField(event: FocusEvent<HTMLFormElement>) {
    const name = fieldNameOf(event);
    if (name && SHOWN_FIELDS.has(name) && shouldCheckOnBlur(event, form.submitted)) form.recheck(linkedFields(name));
  }

  function changeField(event: FormEvent<HTMLFormElement>) {
    const name = fieldNameOf(event);
    // A field already refused is re-checked as it is corrected, so the message goes as soon as it is right.
    if (name && linkedFields(name).some((field) => errors[field])) form.recheck(linkedFields(name));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.validate(event.currentTarget)) return;
    const formData = new FormData(event.currentTarget);
    if (mode === "edit" && initial.current) {
      const changed = changedFields(initial.current, workerInputFromForm(formData));
      if (changed.length === 0) {
        showSnackbar({ key: "workers.profile.form.nothingChanged", tone: "info" });
        return;
      }
      for (const name of changed) formData.append(CHANGED_FIELD, name);
    }
    onSubmit(formData);
  }

  const context = useMemo<WorkerFormState>(
    () => ({ worker, layout, error: errorText, reveal: focusRequest }),
    [worker, layout, errorText, focusRequest],
  );

  const mobile = layout === "mobile";

  return (
    <WorkerFormContext.Provider value={context}>
      <form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        onSubmit={submit}
        onBlur={leaveField}
        onChange={changeField}
        className={
          mobile
            ? "space-y-3 [&_input:not([type=checkbox])]:py-2.5 [&_input:not([type=checkbox])]:text-base [&_select]:py-2.5 [&_select]:text-base [&_textarea]:text-base"
            : "space-y-6"
        }
      >
        <p className="text-sm text-ink-muted">{t("workers.profile.form.requiredNote")}</p>

        <RefusalAlerts
          form={form}
          // A catalogued server message (spec 000 §8: e-mail or mobile taken, external reference taken) says more than "fix the fields".
          fixMessage={refusal && refusal.errorKey !== "errors.unknown" ? t(refusal.errorKey) : t("workers.profile.form.fixErrors")}
          failedMessage={mode === "create" ? t("workers.profile.form.createFailed") : t("workers.profile.form.updateFailed")}
          isShown={isShown}
        />

        <UnsavedChangesGuard formRef={formRef} enabled={mode === "edit" && !submitting} />
        <IdentitySection />
        <ContactSection />
        <FamilySection />
        <WorkSection />
        <PreferencesSection />
        <BankSection />
        <HousekeepingSection />

        <div
          data-save-bar
          className={
            mobile
              ? "sticky bottom-[calc(3.625rem+env(safe-area-inset-bottom))] z-10 -mx-4 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur md:bottom-0 md:mx-0 md:rounded-xl md:border"
              : "sticky bottom-20 z-10 -mx-4 flex justify-end gap-2 border-t border-line bg-canvas/90 px-4 py-3 backdrop-blur md:bottom-0 md:mx-0 md:rounded-xl md:border md:px-4"
          }
        >
          <button
            type="submit"
            className={mobile ? `${buttonStyles.primary} min-h-12 w-full text-base` : buttonStyles.primary}
            disabled={submitting}
          >
            {mode === "create"
              ? t(submitting ? "workers.profile.form.creating" : "workers.profile.form.create")
              : t(submitting ? "workers.profile.form.saving" : "workers.profile.form.save")}
          </button>
        </div>
      </form>
    </WorkerFormContext.Provider>
  );
}
