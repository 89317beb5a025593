import { describe, expect, it } from "vitest";
import { LoginSchema } from "#domain/auth/auth-schemas";
import { SERVER_MESSAGES } from "#domain/errors/app-error";
import { ApiError } from "#web/app/lib/api-error";
import { parseForm } from "./parse-form";
import { fieldMessagesOf, formMessageOf, formMessagesOf, replyOf, refusesFields } from "./refusal";
import { catalogueMessage, refusalOfApiError, sessionExpired } from "./refusal.server";

describe("an action's refusal: Conform's reply, whoever refused", () => {
  it("merges /v1's 422 fields into the submission's reply, under the same fields, hiding the password", () => {
    const typed = new FormData();
    typed.set("email", "a@b.fr");
    typed.set("password", "demo1234");
    const submission = parseForm(typed, LoginSchema);
    const error = new ApiError(422, { fields: [{ field: "email", reason: "invalid_email", message: "" }] });
    const { ok, status, reply } = refusalOfApiError(error, { submission, hideFields: ["password"] });
    expect({ ok, status }).toEqual({ ok: false, status: 422 });
    expect(reply.error).toEqual({ email: [{ key: "validation.email" }] });
    expect(reply.initialValue).toEqual({ email: "a@b.fr" });
  });

  it("keeps a refusal no field explains as the form's own error", () => {
    expect(refusalOfApiError(new ApiError(403)).reply.error).toEqual({ "": [{ key: "errors.forbidden" }] });
    expect(replyOf({ name: { key: "validation.required" } }).error).toEqual({ name: [{ key: "validation.required" }] });
  });

  it("says the form's message by the catalogue, never by the server's text (spec 000 §8)", () => {
    // A catalogued text is read as a key; any other text is not shown: the status says it, else "unknown".
    const disabled = refusalOfApiError(new ApiError(403, { serverMessage: SERVER_MESSAGES.spaceHasNoRights }));
    expect(formMessagesOf(disabled.reply)).toEqual([{ key: "errors.smsDisabled" }]);
    const stranger = refusalOfApiError(new ApiError(409, { serverMessage: "Something the server happens to say" }));
    expect(JSON.stringify(stranger.reply)).not.toContain("Something the server happens to say");
    expect(formMessageOf(stranger.reply)).toEqual({ key: "errors.unknown" });
    // A field's own text is a code of the one table, or nothing.
    const field = refusalOfApiError(new ApiError(422, { fields: [{ field: "name", reason: "custom", message: "Ce nom est étrange" }] }));
    expect(JSON.stringify(field.reply)).not.toContain("étrange");
    expect(fieldMessagesOf(field.reply)).toEqual([["name", { key: "validation.invalid" }]]);
  });

  it("gives a snackbar the catalogue's message even when a field carries the refusal", () => {
    const error = new ApiError(409, {
      serverMessage: SERVER_MESSAGES.workerUnavailable,
      fields: [{ field: "worker_ids.0", reason: "unavailable", message: SERVER_MESSAGES.workerUnavailable }],
    });
    const refusal = refusalOfApiError(error, { formMessages: catalogueMessage });
    expect(refusesFields(refusal.reply)).toBe(true);
    expect(formMessageOf(refusal.reply)).toEqual({ key: "errors.workerUnavailable" });
    expect(fieldMessagesOf(refusal.reply)).toEqual([["worker_ids.0", { key: "orders.fieldErrors.workerUnavailable" }]]);
  });

  it("links a taken value to the row holding it (decision 0016)", () => {
    const holder = { id: 12, name: "Durand SA" };
    const error = new ApiError(409, {
      fields: [{ field: "siret", reason: "taken", message: SERVER_MESSAGES.siretTaken, existing: holder }],
    });
    expect(refusalOfApiError(error).reply.error?.siret).toEqual([{ key: "companies.fieldErrors.siretTaken", existing: holder }]);
  });

  it("answers a session gone meanwhile with the 401 text, for the form to keep what was typed", () => {
    expect(sessionExpired()).toEqual({
      ok: false,
      status: 401,
      reply: { status: "error", error: { "": [{ key: "errors.unauthenticated" }] } },
    });
  });

  it("places a refused field under the control it belongs to (an interview answer under its question)", () => {
    const error = new ApiError(422, { fields: [{ field: "answers.0.answer", reason: "too_long", message: "" }] });
    const refusal = refusalOfApiError(error, { fieldOf: (field) => (field.startsWith("answers.0.") ? "answer.4" : field) });
    expect(refusal.reply.error).toEqual({ "answer.4": [{ key: "validation.tooLong" }] });
  });
});
