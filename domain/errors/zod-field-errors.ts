import type { z } from "zod";
import type { FieldError } from "./app-error";

/** Turns zod issues into the field list of a 422 answer: one entry per refused field. */
export function zodFieldErrors(error: z.ZodError, prefix = ""): FieldError[] {
  return zodIssuesFieldErrors(error.issues, prefix);
}

/** The same for some issues of a check (a form library hands them over field by field). */
export function zodIssuesFieldErrors(issues: readonly z.core.$ZodIssue[], prefix = ""): FieldError[] {
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const base = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        fields.push({ field: base ? `${base}.${key}` : key, reason: "unknown_field", message: "Unknown field" });
      }
      continue;
    }
    fields.push({ field: base || prefix || "body", reason: reasonOf(issue), message: issue.message });
  }
  return fields;
}

function reasonOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "too_big":
      return "too_long";
    case "too_small":
      return issue.origin === "string" || issue.origin === "array" ? "too_short" : "too_small";
    case "invalid_type":
      // zod does not echo the input back by default; its message says whether the value was missing.
      return issue.message.endsWith("received undefined") ? "required" : "invalid_type";
    case "invalid_format":
      return `invalid_${issue.format}`;
    case "invalid_value":
      return "invalid_value";
    default:
      return issue.code;
  }
}
