import { useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { TabAnswer } from "./tab-answer";
import { useFetcherAnswer } from "./use-fetcher-answer";
import { useTabForm, type TabFormOptions } from "./use-tab-form";

// A tab form that writes through the tab's action: checked in the browser first (useTabForm), then
// posted by a fetcher, so the page stays where it is and the tab reloads. A refusal shows in the form
// and what was typed stays, to be corrected; what a success does (close, empty, say so) is the form's.

interface TabMutationOptions extends TabFormOptions {
  /** The fetcher's key: one per form, so that two forms never read each other's answer. */
  key: string;
  /** Posted with the form's fields: the intent, and the ids of what it acts on. */
  post: Record<string, string | number>;
  onSaved(): void;
}

export function useTabMutation({ key, post, onSaved, ...checks }: TabMutationOptions) {
  const fetcher = useFetcher<TabAnswer>({ key });
  const formRef = useRef<HTMLFormElement>(null);
  const form = useTabForm(checks);

  useFetcherAnswer(fetcher, (answer) => (answer.ok ? onSaved() : form.showRefusal(answer, formRef.current)));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.validate(event.currentTarget)) return;
    const formData = new FormData(event.currentTarget);
    for (const [name, value] of Object.entries(post)) formData.set(name, String(value));
    void fetcher.submit(formData, { method: "post" });
  }

  return {
    errorOf: form.errorOf,
    formError: form.formError,
    /** While the action runs: the submit button waits. */
    busy: fetcher.state !== "idle",
    /** Empties the form for the next entry (a comment, a question). */
    reset() {
      formRef.current?.reset();
      form.clear();
    },
    formProps: { ...form.formProps, ref: formRef, onSubmit },
  };
}
