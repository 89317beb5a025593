import { useId } from "react";
import { FieldMessages } from "#web/app/components/form/field-message";
import { describedByOf } from "#web/app/components/form/field-styles";

interface CheckboxGroupProps {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValues: readonly string[];
  hint?: string;
  error?: string;
  /** Bigger touch targets on the mobile layout. */
  large?: boolean;
}

/** Several choices of one field (transport means, preferences): a fieldset whose legend names them. */
export function CheckboxGroup({ legend, name, options, defaultValues, hint, error, large = false }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby={describedByOf(id, hint, error)}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className={`mt-2 grid gap-x-4 ${large ? "gap-y-1 grid-cols-1" : "gap-y-2 grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"}`}>
        {options.map((option) => (
          <label key={option.value} className={`flex items-center gap-2.5 text-sm text-ink ${large ? "min-h-11" : ""}`}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={defaultValues.includes(option.value)}
              aria-invalid={error ? true : undefined}
              className={`${large ? "size-5" : "size-4"} shrink-0 rounded border-line-strong accent-primary-600`}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
