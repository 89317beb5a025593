// AWS Signature Version 4 presigned URLs (query-string authentication), by hand on WebCrypto: R2's S3
// API accepts them, so a candidate's browser PUTs the file straight into the bucket (decision 0032).
// Checked against the example of AWS's "Authenticating Requests: Using Query Parameters" page
// (tests/node/sigv4-presign.test.ts).

export interface PresignInput {
  method: "GET" | "PUT";
  /** The object's URL, path already made of the bucket and key. */
  url: URL;
  /** Headers the request must carry with these exact values (host is always signed). */
  headers?: Record<string, string>;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
  now: Date;
  expiresInSeconds: number;
}

const encoder = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text))));
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function hmac(key: Uint8Array<ArrayBuffer> | string, data: string): Promise<Uint8Array<ArrayBuffer>> {
  const raw = typeof key === "string" ? encoder.encode(key) : key;
  const cryptoKey = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(data)));
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept in paths. */
function uriEncode(text: string, keepSlash: boolean): string {
  return Array.from(encoder.encode(text), (byte) => {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === "/")) return char;
    return `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
}

/** `20130524T000000Z` and `20130524`. */
function amzDates(now: Date) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return { stamp, day: stamp.slice(0, 8) };
}

/** The URL that lets its holder make this one request until it expires. */
export async function presignUrl(input: PresignInput): Promise<string> {
  const { stamp, day } = amzDates(input.now);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const headers = new Map<string, string>([["host", input.url.host]]);
  for (const [name, value] of Object.entries(input.headers ?? {})) headers.set(name.toLowerCase(), value.trim());
  const signedHeaders = [...headers.keys()].sort().join(";");

  const query = new Map<string, string>([
    ["X-Amz-Algorithm", "AWS4-HMAC-SHA256"],
    ["X-Amz-Credential", `${input.accessKeyId}/${scope}`],
    ["X-Amz-Date", stamp],
    ["X-Amz-Expires", String(input.expiresInSeconds)],
    ["X-Amz-SignedHeaders", signedHeaders],
  ]);
  const canonicalQuery = [...query.entries()]
    .map(([name, value]) => [uriEncode(name, false), uriEncode(value, false)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const canonicalHeaders = [...headers.keys()]
    .sort()
    .map((name) => `${name}:${headers.get(name)}\n`)
    .join("");
  const canonicalPath = uriEncode(decodeURIComponent(input.url.pathname), true);
  const canonicalRequest = [input.method, canonicalPath, canonicalQuery, canonicalHeaders, signedHeaders, "UNSIGNED-PAYLOAD"].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, await sha256Hex(canonicalRequest)].join("\n");

  const dayKey = await hmac(`AWS4${input.secretAccessKey}`, day);
  const regionKey = await hmac(dayKey, input.region);
  const serviceKey = await hmac(regionKey, input.service);
  const signingKey = await hmac(serviceKey, "aws4_request");
  const signature = hex(await hmac(signingKey, stringToSign));
  return `${input.url.origin}${canonicalPath}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
