/** A failure that may pass later (provider down, rate limit): the message is retried with a delay. */
export class RetryableJobError extends Error {
  override name = "RetryableJobError";
}

/** A failure that will never pass (refused address, invalid payload): acknowledged and logged. */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}
