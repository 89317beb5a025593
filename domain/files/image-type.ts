// What a file really is, read from its first bytes: a declared Content-Type or a file name says
// nothing about the content (a text file renamed photo.png), so an image is recognised by its
// signature. Only the formats every browser shows are accepted; SVG is not (it can carry script).

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** How many leading bytes `imageTypeOf` needs to recognise every format. */
export const IMAGE_SIGNATURE_BYTES = 12;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

// Each signature: bytes expected at an offset (WebP is a RIFF container whose form type is "WEBP").
const SIGNATURES: { type: ImageType; parts: { offset: number; bytes: number[] }[] }[] = [
  { type: "image/jpeg", parts: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { type: "image/png", parts: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { type: "image/gif", parts: [{ offset: 0, bytes: ascii("GIF87a") }] },
  { type: "image/gif", parts: [{ offset: 0, bytes: ascii("GIF89a") }] },
  {
    type: "image/webp",
    parts: [
      { offset: 0, bytes: ascii("RIFF") },
      { offset: 8, bytes: ascii("WEBP") },
    ],
  },
];

/** The image format of `bytes` (the whole file or at least its first 12 bytes), or null when it is none of them. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const match = SIGNATURES.find(({ parts }) =>
    parts.every(({ offset, bytes: expected }) => expected.every((byte, index) => bytes[offset + index] === byte)),
  );
  return match?.type ?? null;
}
