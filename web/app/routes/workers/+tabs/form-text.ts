/** A form's text value, trimmed; "" when the field is missing or not text. */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
}
