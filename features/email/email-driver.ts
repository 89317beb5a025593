import type { EmailSendPayload } from "./email-message";

/** Sends one e-mail; each provider (local outbox, Resend) implements it. */
export interface EmailDriver {
  send(message: EmailSendPayload): Promise<void>;
}
