import { useId, type SelectHTMLAttributes } from "react";
import { FieldMessages } from "./field-message";
import { controlStyles, describedByOf, labelStyles } from "./field-styles";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("All", "Not set"); left out when the field always has a value. */
  emptyLabel?: string;
  hint?: string;
  error?: string;
}

/** A native select (the phone's own picker on mobile) with its label, hint and error. */
export function SelectField({ label, options, emptyLabel, hint, error, className = "", ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        className={`mt-1.5 ${controlStyles(Boolean(error))} pr-8`}
        {...select}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
