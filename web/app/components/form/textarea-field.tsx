import { useId, type TextareaHTMLAttributes } from "react";
import { FieldMessages } from "./field-message";
import { controlStyles, describedByOf, labelStyles } from "./field-styles";

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  name: string;
  hint?: string;
  error?: string;
}

export function TextareaField({ label, hint, error, className = "", rows = 3, ...textarea }: TextareaFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        className={`mt-1.5 ${controlStyles(Boolean(error))}`}
        {...textarea}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
