import { formText } from "./form-text";

// An emergency-contact form as /v1 takes it (spec 000 §5): name and phone are left out when empty (they
// read "required"); the phone goes as typed (06 12 34 56 78), /v1 stores it in E.164; the relationship
// is null when empty, which clears it on an update.

export function emergencyContactInputFromForm(formData: FormData): Record<string, string | null> {
  const input: Record<string, string | null> = {};
  for (const name of ["name", "phone"] as const) {
    const value = formText(formData, name);
    if (value !== "") input[name] = value;
  }
  input.relationship = formText(formData, "relationship") || null;
  return input;
}
