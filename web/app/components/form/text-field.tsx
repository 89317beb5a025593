import { useId, type InputHTMLAttributes } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  name: string;
  hint?: string;
  error?: string;
}

/** The same sentence, but for its case and closing punctuation ("Au moins 6 caractères." / "…caractères"). */
function sayTheSame(a: string, b: string) {
  const plain = (text: string) =>
    text
      .trim()
      .replace(/[.!…\s]+$/u, "")
      .toLocaleLowerCase();
  return plain(a) === plain(b);
}

/** A labelled input with its hint and error tied to it (aria-describedby), the error under the field. */
export function TextField({ label, hint: givenHint, error, className = "", ...input }: TextFieldProps) {
  // An error that repeats the hint (a password's minimum length) is shown once.
  const hint = givenHint && error && sayTheSame(givenHint, error) ? undefined : givenHint;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block w-full rounded-lg border bg-surface px-3 py-2 text-sm text-ink shadow-xs placeholder:text-ink-subtle focus:outline-none focus:ring-2 ${
          error
            ? "border-primary-500 focus:border-primary-500 focus:ring-primary-500/50"
            : "border-line-strong focus:border-primary-500 focus:ring-primary-500/50"
        }`}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-primary-600 dark:text-primary-400" data-field-error>
          {error}
        </p>
      ) : null}
    </div>
  );
}
