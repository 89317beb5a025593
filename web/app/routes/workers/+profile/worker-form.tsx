import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFormAction } from "react-router";
import type { WorkerFile } from "#domain/workers/worker-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { RefusalSummary } from "#web/app/components/form/refusal-summary";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { expireSessionKeepingForm } from "#web/app/lib/api.client";
import { focusFirstInvalid } from "#web/app/lib/focus-first-invalid";
import { restoreFormDraft } from "#web/app/lib/form-draft";
import { formMessagesOf, type Refusal } from "#web/app/lib/forms/refusal";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { UnsavedChangesGuard } from "#web/app/components/form/unsaved-changes-guard";
import { BankSection } from "./bank-section";
import { ContactSection } from "./contact-section";
import { FamilySection } from "./family-section";
import { HousekeepingSection } from "./housekeeping-section";
import { IdentitySection } from "./identity-section";
import { PreferencesSection } from "./preferences-section";
import { WorkSection } from "./work-section";
import { WorkerFormContext, type WorkerFormLayout, type WorkerFormState } from "./worker-form-context";
import { checkWorkerForm } from "./worker-field-messages";
import { CHANGED_FIELD, changedFields, WORKER_FORM_FIELDS, workerInputFromForm } from "./worker-form-values";

const SHOWN_FIELDS = new Set(WORKER_FORM_FIELDS);

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
  refusal: Refusal | null;
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
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useRef<Record<string, unknown> | null>(null);
  // Signed out meanwhile is no refusal of fields: the form keeps what was typed, below.
  const refusable = useRefusableForm({
    check: (formData) => checkWorkerForm(formData, spaceId),
    lastResult: refusal && refusal.status !== 401 ? refusal.reply : null,
    holdRefusals: true,
    onValid(event, formData) {
      event.preventDefault();
      if (mode === "edit" && initial.current) {
        const changed = changedFields(initial.current, workerInputFromForm(formData));
        if (changed.length === 0) {
          showSnackbar({ key: "workers.profile.form.nothingChanged", tone: "info" });
          return;
        }
        for (const name of changed) formData.append(CHANGED_FIELD, name);
      }
      onSubmit(formData);
    },
  });
  const { form, errorAt, formProps, refusals } = refusable;

  // What the form showed when it opened: an update sends what differs from it. Then what was typed
  // before a sign-out goes back in, as changes to save.
  useEffect(() => {
    // Once: a second run (React's strict mode) must not take the restored draft as the opening values.
    if (!formRef.current || initial.current !== null) return;
    initial.current = workerInputFromForm(new FormData(formRef.current));
    if (mode === "edit" && restoreFormDraft(formRef.current, window.location.pathname)) {
      showSnackbar({ key: "common.draftRestored", tone: "info" });
    }
  }, [mode]);

  // Signed out meanwhile: the spec's 401 message and sign-out, keeping what was typed.
  const expired = useRef<Refusal | null>(null);
  useEffect(() => {
    if (refusal?.status !== 401 || expired.current === refusal) return;
    expired.current = refusal;
    expireSessionKeepingForm(formRef.current);
  }, [refusal]);

  // Once the refused fields are rendered (their folded sections open), the first takes the focus.
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(formRef.current);
  }, [refusals]);

  // A catalogued server message (spec 000 §8: e-mail or mobile taken, external reference taken) says more than "fix the fields".
  const catalogued = refusal ? formMessagesOf(refusal.reply)[0] : undefined;

  const context = useMemo<WorkerFormState>(
    () => ({ worker, layout, error: errorAt, reveal: refusals, form }),
    [worker, layout, errorAt, refusals, form],
  );

  const mobile = layout === "mobile";

  return (
    <WorkerFormContext.Provider value={context}>
      <form
        {...formProps}
        ref={formRef}
        method="post"
        action={action}
        className={
          mobile
            ? "space-y-3 [&_input:not([type=checkbox])]:py-2.5 [&_input:not([type=checkbox])]:text-base [&_select]:py-2.5 [&_select]:text-base [&_textarea]:text-base"
            : "space-y-6"
        }
      >
        <p className="text-sm text-ink-muted">{t("workers.profile.form.requiredNote")}</p>

        <RefusalSummary
          refusable={refusable}
          fixMessage={catalogued ? t(catalogued.key, catalogued.values ?? {}) : t("workers.profile.form.fixErrors")}
          failedMessage={mode === "create" ? t("workers.profile.form.createFailed") : t("workers.profile.form.updateFailed")}
          refusal={refusal}
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
