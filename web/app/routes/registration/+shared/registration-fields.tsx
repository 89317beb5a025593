import { useTranslation } from "#web/app/i18n/use-translation";
import type fr from "#web/app/i18n/locales/fr";
import { controlStyles, errorStyles, hintStyles, labelStyles } from "#web/app/components/form/field-styles";
import { FAVORITE_JOBS_MAX } from "#domain/workers/favorite-jobs";
import type { StepField } from "./registration-steps";

/** The fields the registration labels (registration.fields.*) and those with a hint under them. */
type RegistrationFieldName = keyof typeof fr.registration.fields;
const HINTED = { mobile_phone_number: true, birth_department: true, nir: true } as const;

// The registration's fields, drawn by the server with fixed ids (`reg-<field>`, its message
// `reg-<field>-error`), so the island can show a refusal under a field without React (decision 0033).

/** What the server already knows of the form: values posted without JavaScript, and their refusals. */
export interface FieldState {
  values: Record<string, unknown>;
  errors: Record<string, string>;
}

export const fieldId = (field: string) => `reg-${field.replace(/\./g, "-")}`;

/** A field's message, always present (empty until a refusal) so the island has a place for it. */
function ErrorSlot({ field, error }: { field: string; error: string | undefined }) {
  return (
    <p id={`${fieldId(field)}-error`} className={errorStyles} data-field-error-for={field} hidden={!error}>
      {error}
    </p>
  );
}

function describedBy(field: string, hint: string | undefined, error: string | undefined) {
  return [hint ? `${fieldId(field)}-hint` : null, error ? `${fieldId(field)}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function RegistrationField({ field, state, large = false }: { field: StepField; state: FieldState; large?: boolean }) {
  const { t } = useTranslation();
  const label = t(`registration.fields.${field.name as RegistrationFieldName}`);
  const hint = field.name in HINTED ? t(`registration.hints.${field.name as keyof typeof HINTED}`) : undefined;
  const error = state.errors[field.name];
  const id = fieldId(field.name);
  const value = state.values[field.name];
  const size = large ? "min-h-14 text-lg" : "min-h-11";

  if (field.kind === "list") {
    const items = Array.isArray(value) ? (value as string[]) : [];
    return (
      <fieldset data-field={field.name}>
        <legend className={labelStyles}>{label}</legend>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
          {Array.from({ length: FAVORITE_JOBS_MAX }, (_, index) => {
            const itemField = `${field.name}.${index}`;
            const itemError = state.errors[itemField];
            return (
              <div key={index}>
                <label htmlFor={fieldId(itemField)} className="sr-only">
                  {t("registration.fields.favorite_job", { number: index + 1 })}
                </label>
                <input
                  id={fieldId(itemField)}
                  name={field.name}
                  defaultValue={items[index] ?? ""}
                  placeholder={t("registration.fields.favorite_job", { number: index + 1 })}
                  aria-invalid={itemError ? true : undefined}
                  aria-describedby={describedBy(itemField, undefined, itemError)}
                  className={`${controlStyles(Boolean(itemError))} ${size}`}
                />
                <ErrorSlot field={itemField} error={itemError} />
              </div>
            );
          })}
        </div>
        <ErrorSlot field={field.name} error={error} />
      </fieldset>
    );
  }

  if (field.kind === "choices") {
    const chosen = Array.isArray(value) ? (value as string[]) : [];
    return (
      <fieldset data-field={field.name} aria-describedby={describedBy(field.name, undefined, error)}>
        <legend className={labelStyles}>{label}</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-1">
          {(field.options ?? []).map((option) => (
            <label key={option} className={`flex items-center gap-2.5 text-sm text-ink ${size}`}>
              <input
                type="checkbox"
                name={field.name}
                value={option}
                defaultChecked={chosen.includes(option)}
                className="size-5 shrink-0 accent-primary-600"
              />
              {t(`workers.labels.transport.${option}` as "workers.labels.transport.car")}
            </label>
          ))}
        </div>
        <ErrorSlot field={field.name} error={error} />
      </fieldset>
    );
  }

  if (field.kind === "boolean") {
    return (
      <div data-field={field.name}>
        <label className={`flex items-center gap-2.5 text-sm font-medium text-ink ${size}`}>
          <input
            id={id}
            type="checkbox"
            name={field.name}
            defaultChecked={value === true}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(field.name, undefined, error)}
            className="size-5 shrink-0 accent-primary-600"
          />
          {label}
        </label>
        <ErrorSlot field={field.name} error={error} />
      </div>
    );
  }

  const common = {
    id,
    name: field.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(field.name, hint, error),
    "aria-required": field.required ? true : undefined,
    autoComplete: field.autoComplete,
    className: `mt-1.5 ${controlStyles(Boolean(error))} ${size}`,
  };
  return (
    <div data-field={field.name}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      {field.kind === "select" ? (
        <select {...common} defaultValue={typeof value === "string" ? value : ""}>
          <option value="">{t("registration.choose")}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {field.name === "sex"
                ? t(`workers.labels.sexes.${option}` as "workers.labels.sexes.mister")
                : t(`workers.labels.familySituations.${option}` as "workers.labels.familySituations.single")}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === "number" ? "number" : field.kind === "text" ? "text" : field.kind}
          inputMode={field.kind === "number" ? "numeric" : undefined}
          min={field.kind === "number" ? 0 : undefined}
          defaultValue={typeof value === "string" || typeof value === "number" ? String(value) : ""}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className={hintStyles}>
          {hint}
        </p>
      ) : null}
      <ErrorSlot field={field.name} error={error} />
    </div>
  );
}
