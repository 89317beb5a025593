// The registration draft in local storage (spec 001 §3): what was typed and sent so far
// survives a reload, and is cleared on confirmation (and by the kiosk's reset).

export interface UploadedDocument {
  upload_id: string;
  file_name: string;
  /** Name, size and date of the file: the same file chosen twice is refused at once. */
  fingerprint: string;
}

export interface RegistrationDraft {
  step: number;
  values: Record<string, string[]>;
  uploads: Record<string, UploadedDocument>;
}

export function draftKey(route: string, spaceUrl: string) {
  return `registration.${route === "kiosk" ? "kiosk" : "standard"}.${spaceUrl}`;
}

export function readDraft(key: string): RegistrationDraft | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? "null") as Partial<RegistrationDraft> | null;
    if (!stored || typeof stored !== "object") return null;
    return { step: Number(stored.step) || 0, values: stored.values ?? {}, uploads: stored.uploads ?? {} };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: RegistrationDraft) {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Private browsing or a full storage: the form still works, without the draft.
  }
}

export function clearDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** The text controls of a form and their values (files, buttons and the step marker left out). */
export function formValues(form: HTMLFormElement): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || name === "step" || name === "intent") continue;
    (values[name] ??= []).push(value);
  }
  return values;
}

/** Puts a draft's values back, except where the candidate typed before the page's script arrived. */
export function restoreValues(form: HTMLFormElement, values: Record<string, string[]>) {
  const seen = new Map<string, number>();
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    const name = element.name;
    if (!name || name === "step" || !(name in values)) continue;
    if (element instanceof HTMLInputElement && element.type === "file") continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      if (!element.checked) element.checked = values[name]?.includes(element.value) ?? false;
      continue;
    }
    const index = seen.get(name) ?? 0;
    seen.set(name, index + 1);
    const value = values[name]?.[index];
    if (value !== undefined && (element.value === "" || element instanceof HTMLSelectElement)) element.value = value;
  }
}
