// A form's typed values kept in this tab while the user signs in again (spec 000 §8: a 401
// signs out, but what was being typed must not be lost). sessionStorage: the tab's own, gone with it,
// never sent anywhere. Files are not kept.

const PREFIX = "interim:draft:";

function keyOf(screen: string) {
  return `${PREFIX}${screen}`;
}

/** Saves the form's text values under the screen's path. */
export function saveFormDraft(form: HTMLFormElement, screen: string) {
  const entries: [string, string][] = [];
  for (const [name, value] of new FormData(form)) if (typeof value === "string") entries.push([name, value]);
  try {
    sessionStorage.setItem(keyOf(screen), JSON.stringify(entries));
  } catch {
    // Storage full or refused: the sign-out goes on; nothing better can be done.
  }
}

/**
 * Puts a saved draft back into the form, as if typed (so controlled fields follow), and forgets it.
 * Answers whether there was one.
 */
export function restoreFormDraft(form: HTMLFormElement, screen: string): boolean {
  let entries: [string, string][];
  try {
    const stored = sessionStorage.getItem(keyOf(screen));
    if (stored === null) return false;
    sessionStorage.removeItem(keyOf(screen));
    entries = JSON.parse(stored) as [string, string][];
  } catch {
    return false;
  }
  const values = new Map<string, string[]>();
  for (const [name, value] of entries) values.set(name, [...(values.get(name) ?? []), value]);
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.disabled || element.type === "file" || element.type === "hidden") continue;
    const saved = values.get(element.name) ?? [];
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      if (element.checked !== saved.includes(element.value)) element.click();
      continue;
    }
    const value = saved[0] ?? "";
    if (element.value === value) continue;
    // The prototype's setter, then the events a browser fires for a person's choice: React's onChange sees
    // it as typing, and Conform (which listens to "input") checks the field again. A select fires both.
    const prototype = Object.getPrototypeOf(element) as object;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
    if (element instanceof HTMLSelectElement) element.dispatchEvent(new Event("change", { bubbles: true }));
  }
  return true;
}
