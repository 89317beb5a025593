// A contact form as /v1 takes it (spec 000 §3 Contact): the last name is required (left out when empty,
// so it reads "required"); the other fields are null when empty, which clears them on an update.

const OPTIONAL = ["first_name", "email", "phone", "job_title"] as const;

export function contactInputFromForm(formData: FormData): Record<string, string | null> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const input: Record<string, string | null> = {};
  const lastName = text("last_name");
  if (lastName !== "") input.last_name = lastName;
  for (const name of OPTIONAL) input[name] = text(name) || null;
  return input;
}
