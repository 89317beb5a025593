import { useEffect, useRef } from "react";
import type { RefusableFormMeta } from "./use-refusable-form";

/**
 * A field whose value is set otherwise than by typing (a commune picked in a list, the SIREN filled from
 * the SIRET): Conform hears no input event, so once the new value is on screen a refused field is
 * checked again, and its message goes as soon as the value is right.
 */
export function useRecheckWhenSet(form: RefusableFormMeta, name: string, value: string) {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    if (form.allErrors[name]) form.validate({ name });
  }, [form, name, value]);
}
