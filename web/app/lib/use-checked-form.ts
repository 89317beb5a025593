import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { expireSessionKeepingForm } from "./api.client";
import type { FieldIssue, IssueTexts } from "./field-issues";
import type { ActionRefusal } from "./api.server";

// The long forms (a company, a worker) check the schema /v1 applies in the browser: the whole form on
// submit, then a field again as it is left or corrected. A refusal of the action replaces what the
// browser found. Either way the summary shows above the form and the first refused field takes the
// focus. Which fields a rule ties together stays with each form: that is where they differ.

interface CheckedFormOptions {
  /** The form's refusals by the schema /v1 applies; {} when it may be sent. */
  check(form: HTMLFormElement): IssueTexts;
  /** The action's last refusal; each new one is shown once. */
  refusal: ActionRefusal | null;
  /** A refusal's fields in the form's own words. */
  textsOf(issues: readonly FieldIssue[]): IssueTexts;
}

export function useCheckedForm({ check, refusal, textsOf }: CheckedFormOptions) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<IssueTexts>({});
  const [showSummary, setShowSummary] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // Grows at each refused submit or server refusal: the first refused field is focused once it has rendered.
  const [focusRequest, setFocusRequest] = useState(0);

  const showRefusal = useEffectEvent((shown: ActionRefusal) => {
    // Signed out meanwhile (issue 18): the spec's 401 message and sign-out, keeping what was typed.
    if (shown.status === 401) {
      expireSessionKeepingForm(formRef.current);
      return;
    }
    setErrors(textsOf(shown.issues));
    setShowSummary(true);
    setFocusRequest((count) => count + 1);
  });
  const shownRefusal = useRef<ActionRefusal | null>(null);
  useEffect(() => {
    if (!refusal || shownRefusal.current === refusal) return;
    shownRefusal.current = refusal;
    showRefusal(refusal);
  }, [refusal]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [focusRequest]);

  /** Re-checks the named fields against the whole form (a rule may tie two fields). */
  function recheck(fields: readonly string[]) {
    const form = formRef.current;
    if (!form) return;
    const found = check(form);
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of fields) {
        if (found[field]) next[field] = found[field];
        else delete next[field];
      }
      return next;
    });
  }

  /** Drops a field's refusal (a control set its value otherwise than by typing: a combobox, a suggestion). */
  function forget(field: string) {
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }

  /** On submit: true when the form may be sent; otherwise its refusals show and the first takes the focus. */
  function validate(form: HTMLFormElement): boolean {
    setSubmitted(true);
    const found = check(form);
    setErrors(found);
    const refused = Object.keys(found).length > 0;
    setShowSummary(refused);
    if (refused) setFocusRequest((count) => count + 1);
    return !refused;
  }

  /** The translated refusal of a field, if any (the same function until the refusals change). */
  const errorText = useCallback(
    (field: string): string | undefined => {
      const issue = errors[field];
      return issue ? t(issue.key, issue.values ?? {}) : undefined;
    },
    [errors, t],
  );

  return {
    formRef,
    errors,
    errorText,
    /** Once submitted, a field left empty is checked too (lib/field-issues shouldCheckOnBlur). */
    submitted,
    focusRequest,
    /** Whether the summary of refusals shows above the form. */
    summary: showSummary && Object.keys(errors).length > 0,
    /** The refusal shown that names no field (no rights, a failure): the form says why on its own. */
    unexplained: refusal !== null && refusal.issues.length === 0 && showSummary ? refusal : null,
    recheck,
    forget,
    validate,
  };
}

export type CheckedForm = ReturnType<typeof useCheckedForm>;
