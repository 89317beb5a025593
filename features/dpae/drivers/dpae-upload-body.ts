// The deposit's body (DOMAIN.md DPAE): the XML in ISO-8859-1, gzipped. The builder already replaced what
// ISO-8859-1 cannot hold, so each UTF-16 unit is one byte; anything above is refused rather than mangled.

export function latin1Bytes(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code > 0xff) throw new RangeError(`Not ISO-8859-1 at ${index}: U+${code.toString(16)}`);
    bytes[index] = code;
  }
  return bytes;
}

export function latin1Text(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

async function streamBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return streamBytes(new Response(bytes).body!.pipeThrough(new CompressionStream("gzip")));
}

export async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return streamBytes(new Response(bytes).body!.pipeThrough(new DecompressionStream("gzip")));
}

/** The XML as URSSAF receives it: ISO-8859-1 bytes, gzipped. */
export function dpaeUploadBody(xml: string): Promise<Uint8Array<ArrayBuffer>> {
  return gzip(latin1Bytes(xml));
}

/**
 * An answer's text: the charset its Content-Type names, else UTF-8 when the bytes are valid UTF-8, else
 * ISO-8859-1 (what URSSAF's own files use), so a rejection's accented message reads as written.
 */
export function answerText(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset=([^;\s]+)/i.exec(contentType ?? "")?.[1]?.toLowerCase();
  if (charset === "iso-8859-1" || charset === "latin1") return latin1Text(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return latin1Text(bytes);
  }
}
