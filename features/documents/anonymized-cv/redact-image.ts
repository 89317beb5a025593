import { convertIndexedToRgb, decode as decodePng, encode as encodePng, type DecodedPng } from "fast-png";
import jpeg from "jpeg-js";
import type { Area } from "#domain/documents/anonymized-cv-schemas";

// An image CV's hidden areas are removed from its pixels (decision 0043): a white rectangle drawn over
// the picture in the PDF would leave the original image, byte for byte, in the file, where anyone
// extracts it. The picture is decoded, its areas painted white, and encoded anew: what was under them
// is gone from the data, and so are its metadata (EXIF, comments, text chunks: a name, a place).

/** Larger pictures are refused rather than decoded: a Worker has 128 MB, an RGBA pixel takes 4 bytes. */
const MAX_MEGAPIXELS = 30;
const JPEG_QUALITY = 90;

export interface RedactedImage {
  bytes: Uint8Array;
  mimeType: "image/png" | "image/jpeg";
  width: number;
  height: number;
}

/** RGBA, 8 bits a channel, whatever the PNG held (grey, palette, 16 bits, with or without alpha). */
function rgbaOfPng(png: DecodedPng): Uint8Array {
  const pixels = png.width * png.height;
  const samples = png.palette ? convertIndexedToRgb(png) : png.data;
  const channels = png.palette ? samples.length / pixels : png.channels;
  const eightBits = (value: number) => (png.depth === 16 && !png.palette ? value >> 8 : value);
  const rgba = new Uint8Array(pixels * 4);
  for (let pixel = 0; pixel < pixels; pixel++) {
    const at = pixel * channels;
    const grey = channels <= 2;
    rgba[pixel * 4] = eightBits(samples[at]!);
    rgba[pixel * 4 + 1] = eightBits(samples[grey ? at : at + 1]!);
    rgba[pixel * 4 + 2] = eightBits(samples[grey ? at : at + 2]!);
    rgba[pixel * 4 + 3] = channels === 2 || channels === 4 ? eightBits(samples[at + channels - 1]!) : 255;
  }
  return rgba;
}

/** The picture's pixels under each area, areas being in points of a page `scale` times the picture's size. */
function paintWhite(rgba: Uint8Array, width: number, height: number, areas: readonly Area[], scale: number) {
  const pageHeight = height * scale;
  for (const area of areas) {
    const left = Math.max(0, Math.floor(area.x / scale));
    const right = Math.min(width, Math.ceil((area.x + area.width) / scale));
    // PDF points run up from the page's foot; pixel rows run down from the picture's top.
    const top = Math.max(0, Math.floor((pageHeight - area.y - area.height) / scale));
    const bottom = Math.min(height, Math.ceil((pageHeight - area.y) / scale));
    for (let row = top; row < bottom; row++) rgba.fill(255, (row * width + left) * 4, (row * width + right) * 4);
  }
}

/**
 * Decodes a PNG or JPEG CV, paints the areas white in its pixels, and encodes it again in its own
 * format. The areas are in points of the page the picture is drawn on, `scaleOf(width, height)` times
 * its size. Throws on a picture it cannot read.
 */
export function redactImage(
  source: { bytes: Uint8Array; mimeType: "image/png" | "image/jpeg" },
  areas: readonly Area[],
  scaleOf: (width: number, height: number) => number,
): RedactedImage {
  if (source.mimeType === "image/png") {
    const png = decodePng(source.bytes);
    if ((png.width * png.height) / 1e6 > MAX_MEGAPIXELS) throw new Error("picture too large to redact");
    const rgba = rgbaOfPng(png);
    paintWhite(rgba, png.width, png.height, areas, scaleOf(png.width, png.height));
    const bytes = encodePng({ width: png.width, height: png.height, data: rgba, channels: 4, depth: 8 });
    return { bytes, mimeType: "image/png", width: png.width, height: png.height } satisfies RedactedImage;
  }
  const decoded = jpeg.decode(source.bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: MAX_MEGAPIXELS,
    maxMemoryUsageInMB: 96,
  });
  paintWhite(decoded.data, decoded.width, decoded.height, areas, scaleOf(decoded.width, decoded.height));
  const encoded = jpeg.encode({ width: decoded.width, height: decoded.height, data: decoded.data }, JPEG_QUALITY);
  return {
    bytes: new Uint8Array(encoded.data),
    mimeType: "image/jpeg",
    width: decoded.width,
    height: decoded.height,
  } satisfies RedactedImage;
}
