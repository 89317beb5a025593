/** A refused body is read and dropped up to this size before the answer; past it the connection may close. */
const DROPPED_BODY_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops what is left of a refused body (decision 0043): answering 413 with the client's bytes
 * still unread leaves the connection they came on unusable for the next request (the local server's
 * proxy then answered 500, "fetch failed"). Takes the body's reader when a limit already holds it.
 */
export async function dropBody(from: ReadableStream<Uint8Array> | ReadableStreamDefaultReader<Uint8Array>) {
  const reader = "getReader" in from ? from.getReader() : from;
  try {
    let read = 0;
    while (read <= DROPPED_BODY_MAX_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to keep usable.
  }
}
