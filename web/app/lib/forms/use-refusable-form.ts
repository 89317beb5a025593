import { parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useMemo, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { IssueText, IssueTexts } from "#web/app/lib/field-issues";
import type { FormFailure } from "#web/app/lib/form-failure";
import { failureReply } from "./refusal-reply";

// The one way a web form shows a refusal (decision 0018): Conform holds the form's state. It checks the
// form in the browser with the schema /v1 applies (a field once it is left, then as it is corrected; the
// whole form on submit, focusing the first refused field), and shows a refusal the action or /v1 gave
// (`lastResult`) under the same fields. A field's error is our message key (lib/field-messages.ts), so
// the browser and /v1 read the same, translated at render.

/** A field's errors as Conform holds them: message keys with their values. */
export type FieldErrors = IssueText[];
/** What an action answers a Conform form (`submission.reply()`), or a fetcher's refusal turned into one. */
export type FormReply = SubmissionResult<FieldErrors>;

/** The name of the button Conform submits its intents with (@conform-to/dom). */
const INTENT = "__intent__";

function isBlank(formData: FormData, field: string): boolean {
  const value = formData.get(field);
  return value === null || (typeof value === "string" && value.trim() === "");
}

interface RefusableFormOptions {
  /** The form's refused fields by the schema /v1 applies; {} when it may be sent. */
  check(formData: FormData): IssueTexts;
  /** The last refusal of the action (or of /v1 through a fetcher): shown under its fields, the first one focused. */
  lastResult?: FormReply | null;
  /** Or the action's FormFailure (lib/form-failure.ts), where the screen also reads its other parts. */
  failure?: FormFailure | null;
  /** When the browser's check passes. Without it the form posts as it would without JavaScript. */
  onValid?(event: FormEvent<HTMLFormElement>, formData: FormData): void;
}

export function useRefusableForm({ check, lastResult, failure, onValid }: RefusableFormOptions) {
  const { t } = useTranslation();
  const failureResult = useMemo(() => (failure ? failureReply(failure) : null), [failure]);
  // A field left empty is only called "required" once the form was submitted, so tabbing through a
  // form does not cover it in messages.
  const submitted = useRef(false);
  const [form] = useForm<Record<string, unknown>, Record<string, unknown>, FieldErrors>({
    lastResult: lastResult ?? failureResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parse<Record<string, unknown>, FieldErrors>(formData, {
        resolve() {
          const error: Record<string, FieldErrors> = {};
          for (const [field, text] of Object.entries(check(formData))) {
            if (text && (submitted.current || !isBlank(formData, field))) error[field] = [text];
          }
          return Object.keys(error).length > 0 ? { error } : { value: {} };
        },
      });
    },
    onSubmit(event, { formData }) {
      onValid?.(event, formData);
    },
  });

  /** The translated refusal of a field, or of one of its items (`permissions.2` shows under `permissions`). */
  function errorOf(field: string): string | undefined {
    const nested = Object.keys(form.allErrors).find((name) => name.startsWith(`${field}.`) || name.startsWith(`${field}[`));
    const issue = (form.allErrors[field] ?? (nested ? form.allErrors[nested] : undefined))?.[0];
    return issue ? t(issue.key, issue.values ?? {}) : undefined;
  }

  const formIssue = form.errors?.[0];

  return {
    form,
    errorOf,
    /** The translated refusal of the whole form (no field explains it: no rights, a failure, too many attempts). */
    formError: formIssue ? t(formIssue.key, formIssue.values ?? {}) : undefined,
    /** Spread on the <form>: Conform's id and submit, no native bubbles (ours are translated). */
    formProps: {
      id: form.id,
      noValidate: true,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        // Conform's own intents (form.validate) submit through a button of that name: not a submit of the user's.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.getAttribute("name") !== INTENT) submitted.current = true;
        form.onSubmit(event);
      },
    },
  };
}
