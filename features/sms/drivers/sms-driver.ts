/** One SMS to one number. The idempotency key is per message and recipient (decision 0020). */
export interface OutgoingSms {
  idempotencyKey: string;
  /** E.164. */
  to: string;
  text: string;
}

/**
 * Hands one SMS to a provider. Throws RetryableJobError when it may pass later (timeout, 5xx, 429),
 * PermanentJobError when it never will (invalid number, refused text).
 */
export interface SmsDriver {
  send(message: OutgoingSms): Promise<{ providerMessageId: string | null }>;
}
