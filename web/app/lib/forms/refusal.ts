import type { SubmissionResult } from "@conform-to/react";
import type { ParseKeys } from "i18next";

// The one way a refused form travels, whoever refused it (the browser's check, the action's, /v1's):
// a refused field is a `FieldError` (domain/errors/app-error.ts: its field, its stable reason or code);
// what the form says about it is a `RefusalMessage`, a translation key chosen by the one table of
// lib/field-messages.ts (or the catalogue of lib/error-messages.ts for the whole form) and translated at
// render, never the server's own text. An action answers a refusal with Conform's reply (`FormReply`:
// the messages under their fields, the form's own under the name ""), inside a `Refusal` that also
// tells its status, which a fetcher does not see.

/** What a form says about a refusal: a translation key and its values. */
export interface RefusalMessage {
  key: ParseKeys;
  values?: Record<string, string | number>;
  /** The row already holding a value that must be unique (a company's SIRET), to link to (decision 0016). */
  existing?: { id: number; name: string };
}

/** Field name → its first refusal's message: what a form's check finds (`{}` when it may be sent). */
export type FieldMessages = Partial<Record<string, RefusalMessage>>;

/** Conform's reply (`submission.reply()`, a form's `lastResult`): messages under their fields, the form's own under "". */
export type FormReply = SubmissionResult<RefusalMessage[]>;

/** What every action answers when it refuses: Conform's reply, with the status it is sent with. */
export interface Refusal {
  ok: false;
  /** /v1's status, or the action's own (400, 422); 401: signed out meanwhile, the form is kept. */
  status: number;
  reply: FormReply;
}

/** The name Conform gives the form's own errors. */
const FORM = "";

/** Refused fields (the first refusal of each) and the form's own messages, as Conform's reply. */
export function replyOf(fields: FieldMessages, formMessages: readonly RefusalMessage[] = []): FormReply {
  const error: Record<string, RefusalMessage[]> = {};
  for (const [field, message] of Object.entries(fields)) if (message) error[field] = [message];
  if (formMessages.length > 0) error[FORM] = [...formMessages];
  return { status: "error", error };
}

/** A refusal as an action answers it, from Conform's reply (`submission.reply()`). */
export function refused(status: number, reply: FormReply): Refusal {
  return { ok: false, status, reply };
}

/** A refusal as an action answers it, from its messages. */
export function refusalOf(status: number, fields: FieldMessages, formMessages: readonly RefusalMessage[] = []): Refusal {
  return refused(status, replyOf(fields, formMessages));
}

/** The form's own messages of a reply (no field explains them: no rights, a failure), in order. */
export function formMessagesOf(reply: FormReply | null | undefined): RefusalMessage[] {
  return reply?.error?.[FORM] ?? [];
}

/** The form's first message, for a snackbar or an alert; "unknown error" if the refusal has none. */
export function formMessageOf(reply: FormReply | null | undefined): RefusalMessage {
  return formMessagesOf(reply)[0] ?? { key: "errors.unknown" };
}

/** The first message of each refused field of a reply, in the order they were refused. */
export function fieldMessagesOf(reply: FormReply | null | undefined): [field: string, message: RefusalMessage][] {
  return Object.entries(reply?.error ?? {}).flatMap(([field, messages]) =>
    field !== FORM && messages?.[0] ? [[field, messages[0]] as [string, RefusalMessage]] : [],
  );
}

/** Whether a reply refuses any field (rather than only the whole form). */
export function refusesFields(reply: FormReply | null | undefined): boolean {
  return fieldMessagesOf(reply).length > 0;
}
