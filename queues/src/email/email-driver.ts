import type { EmailSendPayload } from "#domain/jobs/email-send";

/** Sends one e-mail; each provider (local outbox, Resend) implements it. */
export interface EmailDriver {
  send(message: EmailSendPayload): Promise<void>;
}
