import { errorStyles, hintStyles } from "./field-styles";

/** The hint and the error under a control, with the ids its aria-describedby names. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={hintStyles}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorStyles} data-field-error>
          {error}
        </p>
      ) : null}
    </>
  );
}
