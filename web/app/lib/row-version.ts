// An edit form sends the version of the row it loaded (its updated_at, as /v1 shows it), and the action
// passes it to /v1 as If-Match: if someone else saved the row meanwhile, /v1 answers 412 and the form
// says so, keeping what was typed, instead of overwriting their change (decision 0013).

/** The form field that carries the loaded row's version. */
export const VERSION_FIELD = "version";

/** If-Match for the version a form posted; none when it posted none (the edit then applies as before). */
export function ifMatchOf(formData: FormData): string | undefined {
  const version = formData.get(VERSION_FIELD);
  if (typeof version !== "string" || version === "" || /["\r\n]/.test(version)) return undefined;
  return `"${version}"`;
}
