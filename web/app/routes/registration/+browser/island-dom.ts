import type { FieldError } from "#domain/errors/app-error";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import type { z } from "zod";
import { fieldMessageOf } from "#web/app/lib/field-messages";

// The few things the registration islands do to the server's HTML (decision 0033): read the page's
// sentences, show or clear a refusal under a field (the ids of +shared/registration-fields.tsx), and
// say the page is ready.

let messages: Record<string, string> | null = null;

/** A sentence of the page's language (sent by the server as JSON), `{{name}}` filled in. */
export function t(key: string, values: Record<string, string | number> = {}): string {
  messages ??= JSON.parse(document.getElementById("island-messages")?.textContent ?? "{}") as Record<string, string>;
  const text = messages[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

export const fieldId = (field: string) => `reg-${field.replace(/\./g, "-")}`;

/** The control a refusal belongs to: the input itself, or a group's first box. */
function controlOf(root: ParentNode, field: string): HTMLElement | null {
  const byId = root.querySelector<HTMLElement>(`#${CSS.escape(fieldId(field))}`);
  if (byId) return byId;
  return root.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
}

/** Shows `message` under the field (or clears it when null), and ties it to the control for screen readers. */
export function setFieldError(root: ParentNode, field: string, message: string | null) {
  const slot = root.querySelector<HTMLElement>(`[data-field-error-for="${CSS.escape(field)}"]`);
  if (!slot) return false;
  slot.textContent = message ?? "";
  slot.hidden = !message;
  const control = controlOf(root, field);
  if (control && control.tagName !== "FIELDSET") {
    const describedBy = new Set((control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean));
    if (message) {
      control.setAttribute("aria-invalid", "true");
      describedBy.add(slot.id);
    } else {
      control.removeAttribute("aria-invalid");
      describedBy.delete(slot.id);
    }
    if (describedBy.size > 0) control.setAttribute("aria-describedby", [...describedBy].join(" "));
    else control.removeAttribute("aria-describedby");
  }
  return true;
}

/** Clears every refusal shown inside `root`. */
export function clearFieldErrors(root: ParentNode) {
  for (const slot of root.querySelectorAll<HTMLElement>("[data-field-error-for]")) {
    if (!slot.hidden) setFieldError(root, slot.dataset.fieldErrorFor ?? "", null);
  }
}

/** The sentence of one refusal (the one table of lib/field-messages.ts). */
export function refusalText(refusal: FieldError): string {
  const message = fieldMessageOf(refusal);
  return t(message.key, message.values);
}

/** A zod check's refusals as field → sentence, the first of each field. */
export function zodRefusals(error: z.ZodError): Map<string, string> {
  const refusals = new Map<string, string>();
  for (const refusal of zodFieldErrors(error)) if (!refusals.has(refusal.field)) refusals.set(refusal.field, refusalText(refusal));
  return refusals;
}

/** Moves the focus to the first refused control of `root` (WCAG 3.3.1). */
export function focusFirstInvalid(root: ParentNode) {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]:not([hidden])');
  invalid?.focus();
  return invalid !== null;
}

/** Browser tests wait for this, as they wait for React's hydration on the other pages. */
export function markReady() {
  document.body.dataset.hydrated = "";
}

/** A message about the whole form, announced (role="alert"). */
export function setFormError(form: HTMLElement, message: string | null) {
  const slot = form.querySelector<HTMLElement>("[data-form-error]");
  if (!slot) return;
  slot.replaceChildren();
  if (!message) return;
  const paragraph = document.createElement("p");
  paragraph.className =
    "rounded-lg border border-primary-200 bg-primary-50 px-3.5 py-3 text-sm text-primary-800 dark:border-primary-900 dark:bg-primary-950/50 dark:text-primary-200";
  paragraph.textContent = message;
  slot.append(paragraph);
}
