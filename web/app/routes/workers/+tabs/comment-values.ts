import { formText } from "./form-text";

// A comment as /v1 takes it: its text, left out when blank so it reads "required".

export function commentInputFromForm(formData: FormData): Record<string, string> {
  const body = formText(formData, "body");
  return body === "" ? {} : { body };
}
