import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FieldMessages, FormReply } from "#web/app/lib/forms/refusal";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import type { TabAnswer } from "./tab-answer";
import { useFetcherAnswer } from "./use-fetcher-answer";

// A tab form that writes through the tab's action: checked in the browser first (useRefusableForm), then
// posted by a fetcher, so the page stays where it is and the tab reloads. A refusal goes under its fields,
// or above the form when no field explains it (a clash, the maximum reached, no rights, a failure); what
// was typed stays, to be corrected. What a success does (close, empty, say so) is the form's.

interface TabMutationOptions {
  /** The fetcher's key: one per form, so that two forms never read each other's answer. */
  key: string;
  /** The form's refused fields by the schema /v1 applies (schemaCheck); {} when it may be sent. */
  check(formData: FormData): FieldMessages;
  /** Posted with the form's fields: the intent, and the ids of what it acts on. */
  post: Record<string, string | number>;
  onSaved(): void;
}

export function useTabMutation({ key, check, post, onSaved }: TabMutationOptions) {
  const fetcher = useFetcher<TabAnswer>({ key });
  const formRef = useRef<HTMLFormElement>(null);
  const [lastResult, setLastResult] = useState<FormReply | null>(null);
  const { errorOf, formError, formProps } = useRefusableForm({
    check,
    lastResult,
    onValid(event, formData) {
      event.preventDefault();
      for (const [name, value] of Object.entries(post)) formData.set(name, String(value));
      void fetcher.submit(formData, { method: "post" });
    },
  });

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) return onSaved();
    setLastResult(answer.reply);
  });

  return {
    errorOf,
    formError,
    /** While the action runs: the submit button waits. */
    busy: fetcher.state !== "idle",
    /** Empties the form for the next entry (a comment, a question): Conform forgets its refusals on reset. */
    reset() {
      formRef.current?.reset();
    },
    formProps: { ...formProps, ref: formRef },
  };
}
