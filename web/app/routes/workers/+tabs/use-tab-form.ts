import { useState, type FocusEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { focusFirstInvalid } from "#web/app/lib/focus-first-invalid";
import { fieldNameOf, shouldCheckOnBlur, type IssueTexts } from "#web/app/lib/field-issues";
import type { ActionRefusal } from "#web/app/lib/api.server";
import { tabIssueTextsFromApi } from "./tab-issues";

// The behaviour every tab form shares (as the company forms do): the schema is checked on submit, then a
// field again when it is left or corrected; a refusal of the action goes under its fields, or above the
// form when no field explains it (a clash, the maximum reached, no rights, a failure).

export interface TabFormOptions {
  /** The form's refused fields by the schema /v1 applies (schemaCheck); {} when it may be sent. */
  check(formData: FormData): IssueTexts;
  /** Fields a rule ties together (a period's two bounds): correcting one rechecks the others. */
  related?(name: string): string[];
}

export function useTabForm({ check, related = (name) => [name] }: TabFormOptions) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<IssueTexts>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  function recheck(form: HTMLFormElement, name: string) {
    const found = check(new FormData(form));
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of related(name)) {
        if (found[field]) next[field] = found[field];
        else delete next[field];
      }
      return next;
    });
  }

  /** On submit: true when the form may be sent; otherwise its refusals show and the first one has the focus. */
  function validate(form: HTMLFormElement): boolean {
    setSubmitted(true);
    setFormError(null);
    const found = check(new FormData(form));
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    focusFirstInvalid(form);
    return false;
  }

  /** What the action answered when /v1 (or its own check) refused. */
  function showRefusal(refusal: ActionRefusal, form: HTMLFormElement | null, fieldOf?: (field: string) => string) {
    const texts = tabIssueTextsFromApi(refusal.issues, fieldOf);
    setErrors(texts);
    setFormError(Object.keys(texts).length === 0 ? t(refusal.errorKey) : null);
    if (form && Object.keys(texts).length > 0) focusFirstInvalid(form);
  }

  const errorOf = (field: string): string | undefined => {
    const issue = errors[field];
    return issue ? t(issue.key, issue.values ?? {}) : undefined;
  };

  const formProps = {
    noValidate: true,
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const name = fieldNameOf(event);
      if (name && shouldCheckOnBlur(event, submitted)) recheck(event.currentTarget, name);
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      const name = fieldNameOf(event);
      if (name && related(name).some((field) => errors[field])) recheck(event.currentTarget, name);
    },
  };

  return { errorOf, formError, validate, showRefusal, formProps, clear: () => setErrors({}) };
}
