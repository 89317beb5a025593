import { imageTypeOf } from "./image-type";

// What an uploaded document really is, read from its first bytes (spec 000 §5 Uploads: jpg, jpeg,
// png, pdf, doc, docx, odt, rtf). The name and the declared Content-Type are the sender's word; a
// program renamed cv.pdf must be refused (415), so only the signature counts. Images reuse the
// profile picture's signatures (image-type.ts); the office formats are added here.

export const DOCUMENT_MIME_TYPES = [
  "image/jpeg",
  "image/png",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.oasis.opendocument.text",
  "application/rtf",
] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/** The extension a download is named with, per detected type (jpg for both jpg and jpeg uploads). */
export const EXTENSION_BY_MIME_TYPE: Record<DocumentMimeType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.oasis.opendocument.text": "odt",
  "application/rtf": "rtf",
};

/** How many leading bytes `documentTypeOf` reads: enough for a ZIP's first entry name and the ODF mimetype. */
export const DOCUMENT_SIGNATURE_BYTES = 512;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, expected: number[], offset = 0) =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

/** "%PDF-": a PDF may legally carry up to 1024 bytes of junk before it, but every real producer starts with it. */
const PDF = ascii("%PDF-");
/** The OLE2 compound file of Word 97–2003 (.doc). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const RTF = ascii("{\\rtf");
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const ODT_MIMETYPE = "application/vnd.oasis.opendocument.text";

/**
 * The first entry of a ZIP (name and, when stored uncompressed, its bytes), from the local file
 * header at offset 0: name length at 26, extra length at 28, name at 30.
 */
function firstZipEntry(bytes: Uint8Array): { name: string; stored: Uint8Array } | null {
  if (!startsWith(bytes, ZIP_LOCAL_HEADER) || bytes.length < 30) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const method = view.getUint16(8, true);
  const storedSize = view.getUint32(18, true);
  const nameLength = view.getUint16(26, true);
  const extraLength = view.getUint16(28, true);
  if (30 + nameLength > bytes.length) return null;
  const name = new TextDecoder().decode(bytes.subarray(30, 30 + nameLength));
  const dataStart = 30 + nameLength + extraLength;
  const stored = method === 0 ? bytes.subarray(dataStart, Math.min(bytes.length, dataStart + storedSize)) : new Uint8Array();
  return { name, stored };
}

/**
 * The document format of `bytes` (the file's first DOCUMENT_SIGNATURE_BYTES at least), or null.
 * DOCX and ODT are both ZIP archives: a DOCX begins with `[Content_Types].xml`, an ODT with an
 * uncompressed `mimetype` entry naming the text format (ODF 1.2 §3.3). Any other ZIP (a spreadsheet,
 * a bare archive, a JAR) is refused.
 */
export function documentTypeOf(bytes: Uint8Array): DocumentMimeType | null {
  const image = imageTypeOf(bytes);
  if (image === "image/jpeg" || image === "image/png") return image;
  if (startsWith(bytes, PDF)) return "application/pdf";
  if (startsWith(bytes, OLE2)) return "application/msword";
  if (startsWith(bytes, RTF)) return "application/rtf";
  const entry = firstZipEntry(bytes);
  if (entry?.name === "[Content_Types].xml") return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  if (entry?.name === "mimetype" && new TextDecoder().decode(entry.stored) === ODT_MIMETYPE)
    return "application/vnd.oasis.opendocument.text";
  return null;
}
