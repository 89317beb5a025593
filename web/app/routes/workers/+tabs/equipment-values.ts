import { formText } from "./form-text";

// An equipment form as /v1 takes it (spec 000 §3 Equipment: name, comment, size): the name is left out
// when empty (it reads "required"); size and comment are null when empty, which clears them on an update.

export function equipmentInputFromForm(formData: FormData): Record<string, string | null> {
  const input: Record<string, string | null> = {};
  const name = formText(formData, "name");
  if (name !== "") input.name = name;
  input.size = formText(formData, "size") || null;
  input.comment = formText(formData, "comment") || null;
  return input;
}
