import { useId, type InputHTMLAttributes } from "react";
import { FieldMessages } from "./field-message";
import { describedByOf } from "./field-styles";

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  label: string;
  name: string;
  hint?: string;
  error?: string;
}

/** A native checkbox with its label beside it; a form reads "on" when it is ticked. */
export function CheckboxField({ label, hint, error, className = "", ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, hint, error)}
          className="mt-0.5 size-4 shrink-0 rounded border-line-strong accent-primary-600"
          {...input}
        />
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
      </div>
      <div className="pl-6.5">
        <FieldMessages id={id} hint={hint} error={error} />
      </div>
    </div>
  );
}
