import { describe, expect, it } from "vitest";
import { LoginSchema } from "../auth/auth-schemas";
import { zodFieldErrors } from "./zod-field-errors";

describe("zod issues become field errors", () => {
  it("names each refused field with a stable reason", () => {
    const result = LoginSchema.safeParse({ email: "not-an-email", password: 12, extra: true });
    expect(result.success).toBe(false);
    const fields = zodFieldErrors(result.error!);
    expect(fields.map(({ field, reason }) => ({ field, reason }))).toEqual([
      { field: "email", reason: "invalid_email" },
      { field: "password", reason: "invalid_type" },
      { field: "extra", reason: "unknown_field" },
    ]);
  });

  it("tells a missing field from a short one", () => {
    const missing = zodFieldErrors(LoginSchema.safeParse({ email: "a@b.fr" }).error!);
    expect(missing).toEqual([expect.objectContaining({ field: "password", reason: "required" })]);
    const short = zodFieldErrors(LoginSchema.safeParse({ email: "a@b.fr", password: "12345" }).error!);
    expect(short).toEqual([expect.objectContaining({ field: "password", reason: "too_short" })]);
  });

  it("prefixes query parameters", () => {
    const fields = zodFieldErrors(LoginSchema.safeParse({}).error!, "query");
    expect(fields.map((f) => f.field)).toEqual(["query.email", "query.password"]);
  });
});
