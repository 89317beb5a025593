import type { ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { controlStyles, errorStyles, labelStyles } from "#web/app/components/form/field-styles";
import { RegistrationField, fieldId, type FieldState } from "./registration-fields";
import type { PublicSpace } from "./registration-page.server";
import {
  IDENTITY_DOCUMENT_TYPES,
  OTHER_DOCUMENT_TYPES,
  otherDocumentSlot,
  progressSteps,
  REGISTRATION_FILE_ACCEPT,
  registrationSteps,
  STEP_FIELDS,
  type StepId,
} from "./registration-steps";

// The standard (and kiosk) registration as the server draws it: one form holding every step, the
// current one shown. Without JavaScript its buttons post to the route's action, which checks the step
// and answers the next one; the island then takes the steps over in the browser (decision 0033).

export type RegistrationRoute = "standard" | "express" | "kiosk";

export function RegistrationProgress({ current, steps }: { current: number; steps: readonly StepId[] }) {
  const { t } = useTranslation();
  const progress = progressSteps(steps);
  return (
    <div className="mb-6">
      <p className="text-sm font-medium text-ink" data-progress-text aria-live="polite">
        {t("registration.progress", {
          current: current + 1,
          total: progress.length,
          step: t(`registration.steps.${progress[current] ?? "preparation"}`),
        })}
      </p>
      <ol aria-label={t("registration.progressLabel")} className="mt-2 flex gap-1.5">
        {progress.map((step, index) => (
          <li
            key={step}
            data-progress-step={step}
            aria-current={index === current ? "step" : undefined}
            className="h-1.5 flex-1 rounded-full bg-line data-[done]:bg-primary-600 aria-[current]:bg-primary-600"
            data-done={index < current ? "" : undefined}
          >
            <span className="sr-only">{t(`registration.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A document slot of the registration: the file, its hint, the upload progress and its refusal (read by the island). */
export function FileSlot({
  slot,
  label,
  hint,
  large,
  hidden = false,
}: {
  slot: string;
  label: string;
  hint?: string;
  large: boolean;
  hidden?: boolean;
}) {
  const id = fieldId(`documents.${slot}`);
  return (
    <div data-upload-slot={slot} hidden={hidden}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={`document_${slot}`}
        accept={REGISTRATION_FILE_ACCEPT}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`mt-1.5 block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-accent-soft file:px-3 file:font-medium file:text-accent-ink ${
          large ? "file:min-h-14" : "file:min-h-11"
        }`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
      <progress
        data-upload-progress
        max={100}
        value={0}
        hidden
        className="mt-2 h-2 w-full accent-primary-600"
        aria-labelledby={`${id}-status`}
      />
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p id={`${id}-status`} data-upload-status aria-live="polite" className="text-xs text-ink-muted" />
        {/* Shown by the island once a file is sent: spec 001 §4, a sent document can be removed. */}
        <button
          type="button"
          data-action="remove-upload"
          hidden
          className={`text-sm font-medium text-accent-ink underline underline-offset-2 ${large ? "min-h-14" : "min-h-11"}`}
        />
      </div>
      <p id={`${id}-error`} data-field-error-for={`documents.${slot}`} className={errorStyles} hidden />
    </div>
  );
}

export function DocumentsStep({ large, extra }: { large: boolean; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <noscript>
        <p className="rounded-lg border border-line p-3 text-sm text-ink">{t("registration.documents.needsScript")}</p>
      </noscript>
      <FileSlot slot="cv" label={t("registration.documents.resume")} hint={t("registration.documents.resumeHint")} large={large} />
      <fieldset className="grid gap-3">
        <legend className={labelStyles}>{t("registration.documents.identity")}</legend>
        <div>
          <label htmlFor="reg-identity_type" className="text-sm text-ink">
            {t("registration.documents.identityType")}
          </label>
          <select
            id="reg-identity_type"
            name="identity_type"
            defaultValue="id_card"
            className={`mt-1.5 ${controlStyles(false)} ${large ? "min-h-14" : "min-h-11"}`}
          >
            {IDENTITY_DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`registration.documents.identityTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <FileSlot slot="identity-recto" label={t("registration.documents.recto")} large={large} />
        <FileSlot slot="identity-verso" label={t("registration.documents.verso")} large={large} />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className={labelStyles}>{t("registration.documents.others")}</legend>
        {OTHER_DOCUMENT_TYPES.map((type) => (
          <FileSlot key={type} slot={otherDocumentSlot(type)} label={t(`registration.documents.otherTypes.${type}`)} large={large} />
        ))}
      </fieldset>
      {extra}
    </div>
  );
}

interface RegistrationFormProps {
  space: PublicSpace;
  route: RegistrationRoute;
  current: number;
  state: FieldState;
  /** A message about the whole form (posted without JavaScript). */
  formError?: string;
  /** The kiosk's portrait capture and scanner guidance, in the documents step. */
  documentsExtra?: ReactNode;
  large?: boolean;
}

export function RegistrationForm({ space, route, current, state, formError, documentsExtra, large = false }: RegistrationFormProps) {
  const { t } = useTranslation();
  const buttonSize = large ? "min-h-14 px-6 text-lg" : "min-h-11";
  const steps = registrationSteps(space.features.employer_step);
  return (
    <>
      <RegistrationProgress current={current} steps={steps} />
      <form
        id="registration-form"
        method="post"
        noValidate
        data-space-url={space.url}
        data-space-name={space.name}
        data-route={route}
        data-turnstile-site-key={space.turnstile_site_key}
        data-steps={steps.join(",")}
      >
        <input type="hidden" name="step" value={current} />
        <input type="hidden" name="steps" value={steps.join(",")} />
        {steps.map((step, index) => (
          <section key={step} data-step={step} hidden={index !== current} aria-labelledby={`reg-step-${step}`} className="grid gap-5">
            <h2 id={`reg-step-${step}`} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
              {t(`registration.steps.${step}`)}
            </h2>
            {step === "preparation" ? <PreparationList /> : null}
            {step === "contact" ? <p className="text-sm text-ink-muted">{t("registration.hints.contact")}</p> : null}
            {step === "employer" ? <p className="text-sm text-ink-muted">{t("registration.hints.employer")}</p> : null}
            {STEP_FIELDS[step].map((field) => (
              <RegistrationField key={field.name} field={field} state={state} large={large} />
            ))}
            {step === "documents" ? <DocumentsStep large={large} extra={documentsExtra} /> : null}
          </section>
        ))}
        <div data-form-error role="alert" className="mt-5 empty:hidden">
          {formError ? (
            <p className="rounded-lg border border-primary-200 bg-primary-50 px-3.5 py-3 text-sm text-primary-800 dark:border-primary-900 dark:bg-primary-950/50 dark:text-primary-200">
              {formError}
            </p>
          ) : null}
        </div>
        <div className="mt-6 flex flex-wrap justify-between gap-3">
          <button
            type="submit"
            name="intent"
            value="back"
            data-action="back"
            hidden={current === 0}
            className={`${buttonStyles.secondary} ${buttonSize}`}
          >
            {t("registration.actions.back")}
          </button>
          <button
            type="submit"
            name="intent"
            value="next"
            data-action="next"
            hidden={current === steps.length - 1}
            className={`${buttonStyles.primary} ${buttonSize} ml-auto`}
          >
            {t("registration.actions.next")}
          </button>
          <button
            type="submit"
            name="intent"
            value="send"
            data-action="send"
            hidden={current !== steps.length - 1}
            className={`${buttonStyles.primary} ${buttonSize} ml-auto`}
          >
            {t("registration.actions.send")}
          </button>
        </div>
        <div data-turnstile className="mt-4" />
      </form>
      <RegistrationConfirmation agency={space.name} large={large} />
    </>
  );
}

function PreparationList() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-line bg-surface p-4 text-sm text-ink">
      <p className="font-medium">{t("registration.preparation.lead")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t("registration.preparation.resume")}</li>
        <li>{t("registration.preparation.identity")}</li>
        <li>{t("registration.preparation.socialSecurity")}</li>
        <li>{t("registration.preparation.address")}</li>
      </ul>
      <p className="mt-3 text-ink-muted">{t("registration.preparation.draft")}</p>
    </div>
  );
}

/** Spec 001 §2: congratulations, the agency will get in touch, and a new registration. */
export function RegistrationConfirmation({ agency, large }: { agency: string; large: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      data-confirmation
      hidden
      aria-labelledby="reg-confirmation-title"
      className="rounded-2xl border border-line bg-surface p-6 text-center"
    >
      <h2 id="reg-confirmation-title" tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
        {t("registration.confirmation.title")}
      </h2>
      <p className="mt-2 text-ink">{t("registration.confirmation.message", { agency })}</p>
      <p className="mt-1 text-sm text-ink-muted" data-reference />
      <p className="mt-1 text-sm text-ink-muted" data-reset-countdown aria-live="polite" />
      <button
        type="button"
        data-action="restart"
        className={`${buttonStyles.primary} mt-5 ${large ? "min-h-14 px-6 text-lg" : "min-h-11"}`}
      >
        {t("registration.actions.newRegistration")}
      </button>
    </section>
  );
}
