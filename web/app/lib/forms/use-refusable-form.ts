import { parse, useForm, type FormMetadata } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { formMessagesOf, type FieldMessages, type FormReply, type RefusalMessage } from "./refusal";
import { heldRefusalsOf, refusedFields, type HeldRefusal } from "./refused-fields";

// The one way a web form shows a refusal (decision 0018): Conform holds the form's state. It checks the
// form in the browser with the schema /v1 applies (a field once it is left, then as it is corrected; the
// whole form on submit, focusing the first refused field), and shows a refusal the action or /v1 gave
// (`lastResult`, the reply of lib/forms/refusal.ts) under the same fields. A field's error is our message
// key (lib/field-messages.ts), so the browser and /v1 read the same, translated at render.

/** Conform's form as useRefusableForm holds it, for the controls that ask it to check a field again. */
export type RefusableFormMeta = FormMetadata<Record<string, unknown>, RefusalMessage[]>;

/** The name of the button Conform submits its intents with (@conform-to/dom). */
const INTENT = "__intent__";

interface RefusableFormOptions {
  /** The form's refused fields by the schema /v1 applies; {} when it may be sent. */
  check(formData: FormData): FieldMessages;
  /**
   * The reply of the action's last refusal (or of a fetcher's): shown under its fields, the first one
   * focused; its message for the whole form stays until the next submit.
   */
  lastResult?: FormReply | null;
  /** When the browser's check passes. Without it the form posts as it would without JavaScript. */
  onValid?(event: FormEvent<HTMLFormElement>, formData: FormData): void;
  /**
   * Keep what the action (or /v1) refused under its field until that field changes: the browser's check
   * cannot know a value is taken, and Conform would otherwise drop the message as soon as any other field
   * is checked again (the long forms of a company and a worker, where the user corrects other fields first).
   */
  holdRefusals?: boolean;
}

export function useRefusableForm({ check, lastResult, onValid, holdRefusals = false }: RefusableFormOptions) {
  const { t } = useTranslation();
  // A field left empty is only called "required" once the form was submitted, so tabbing through a
  // form does not cover it in messages.
  const submitted = useRef(false);
  const accepted = useRef(false);

  // The last reply shown: a fetcher's answer comes and goes with its state, and must not count twice.
  const reply = lastResult ?? null;
  const [shownReply, setShownReply] = useState(reply);
  if (reply && reply !== shownReply) setShownReply(reply);
  // The reply whose message for the whole form a submit dismissed. That message is kept until then:
  // Conform would drop it as soon as any field is checked again, and it says why the save failed.
  const [dismissed, setDismissed] = useState<FormReply | null>(null);
  // Grows at each refusal shown, from the browser's check on submit or a new reply, once its errors are
  // rendered: a form unfolds what holds a refused field and focuses it. `refused`: the last submit or
  // reply was refused.
  const [refusals, setRefusals] = useState(0);
  const [refused, setRefused] = useState(false);

  // The refusals of the reply, with the value each field had, kept while that value stays (holdRefusals).
  const held = useRef<HeldRefusal[]>([]);

  const [form] = useForm<Record<string, unknown>, Record<string, unknown>, RefusalMessage[]>({
    lastResult: shownReply,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parse<Record<string, unknown>, RefusalMessage[]>(formData, {
        resolve() {
          const error = refusedFields(formData, check(formData), { submitted: submitted.current, held: held.current });
          return Object.keys(error).length > 0 ? { error } : { value: {} };
        },
      });
    },
    onSubmit(event, { formData }) {
      accepted.current = true;
      onValid?.(event, formData);
    },
  });

  // After Conform reported the reply (in a layout effect), so its errors are there when this renders again.
  useEffect(() => {
    if (shownReply?.status !== "error") return;
    setRefusals((count) => count + 1);
    setRefused(true);
  }, [shownReply]);

  useEffect(() => {
    const element = document.forms.namedItem(form.id);
    if (!holdRefusals || !element || shownReply?.status !== "error") {
      held.current = [];
      return;
    }
    held.current = heldRefusalsOf(new FormData(element), shownReply.error ?? {});
  }, [holdRefusals, shownReply, form.id]);

  // Conform computes `allErrors` anew at each read, from the whole form's state: read once per render,
  // not once per field (the worker form asks for sixty fields and each section's count).
  const allErrors = form.allErrors;

  /** The translated refusal of a field, or of one of its items (`permissions.2` shows under `permissions`). */
  function errorOf(field: string): string | undefined {
    const nested = Object.keys(allErrors).find((name) => name.startsWith(`${field}.`) || name.startsWith(`${field}[`));
    const issue = (allErrors[field] ?? (nested ? allErrors[nested] : undefined))?.[0];
    return issue ? t(issue.key, issue.values ?? {}) : undefined;
  }

  /** The translated refusal of exactly this name (`favorite_jobs.1`; `favorite_jobs` alone is the list's own). */
  function errorAt(name: string): string | undefined {
    const issue = allErrors[name]?.[0];
    return issue ? t(issue.key, issue.values ?? {}) : undefined;
  }

  const formMessages = shownReply && shownReply !== dismissed ? formMessagesOf(shownReply) : [];
  const translate = (message: RefusalMessage) => t(message.key, message.values ?? {});

  return {
    form,
    errorOf,
    errorAt,
    /**
     * The translated refusal of the whole form (no field explains it: no rights, a failure, too many
     * attempts), its messages in order, until the next submit.
     */
    formError: formMessages.length > 0 ? formMessages.map(translate).join(" ") : undefined,
    /** The same messages untranslated, for a screen that lays them out its own way. */
    formMessages,
    /** Grows at each refusal shown (a refused submit, a new refusing reply), once its errors are rendered. */
    refusals,
    /** Whether the last submit or reply was refused: a long form then sums up above its fields. */
    refused,
    /** Spread on the <form>: Conform's id and submit, no native bubbles (ours are translated). */
    formProps: {
      id: form.id,
      noValidate: true,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        // Conform's own intents (form.validate) submit through a button of that name: not a submit of the user's.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const bySubmit = submitter?.getAttribute("name") !== INTENT;
        if (bySubmit) {
          submitted.current = true;
          setDismissed(shownReply);
          // A submit sends the form again: only the server can tell whether its refusals still hold.
          held.current = [];
        }
        accepted.current = false;
        form.onSubmit(event);
        if (!bySubmit) return;
        setRefused(!accepted.current);
        if (!accepted.current) setRefusals((count) => count + 1);
      },
    },
  };
}
