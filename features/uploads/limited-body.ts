// A request body read no further than a limit: a missing or lying Content-Length (a chunked body)
// cannot get past it, the stream is cut as soon as it goes over. Shared by the uploads (profile
// picture, documents).

/** Raised by a limited body once more than its limit has arrived. */
export class BodyOverLimit extends Error {
  constructor() {
    super("body over its limit");
    this.name = "BodyOverLimit";
  }
}

/** Whether the Content-Length announces more than `maxBytes` (then nothing needs reading). */
export function announcedOver(request: Request, maxBytes: number): boolean {
  return Number(request.headers.get("Content-Length") ?? 0) > maxBytes;
}

/**
 * The body as a stream that errors once more than `maxBytes` arrived; `exceeded()` tells a reader
 * whose own error hides the cause (a form parser) that this was why.
 */
export function limitedBody(body: ReadableStream<Uint8Array> | null, maxBytes: number) {
  let size = 0;
  let over = false;
  const stream = body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          over = true;
          controller.error(new BodyOverLimit());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream: stream ?? null, exceeded: () => over };
}

/** The whole body's bytes, or BodyOverLimit past `maxBytes`. */
export async function readLimitedBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (announcedOver(request, maxBytes)) throw new BodyOverLimit();
  const { stream, exceeded } = limitedBody(request.body, maxBytes);
  if (!stream) return new Uint8Array();
  try {
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch (error) {
    if (exceeded()) throw new BodyOverLimit();
    throw error;
  }
}
