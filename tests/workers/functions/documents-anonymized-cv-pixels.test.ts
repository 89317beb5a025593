import { encode as encodePng } from "fast-png";
import jpeg from "jpeg-js";
import type { PDFNumber } from "pdf-lib";
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { WorkerDocument } from "#domain/documents/document-schemas";
import { uploaded } from "../document-factories";
import { api, createSpace, signedInUser } from "../factories";
import { createWorker } from "../worker-factories";

// Decision 0043: an anonymised CV made from a picture holds no pixel of what its areas hid. A red
// marker is drawn into the picture where a name would be, a blue one elsewhere; every image of the
// produced PDF is extracted and decoded, and no red pixel may be left while the blue one stays.

const WIDTH = 300;
const HEIGHT = 200;
const RED = { left: 20, top: 20, right: 120, bottom: 60 };
const BLUE = { left: 200, top: 140, right: 260, bottom: 180 };

/** A white picture with the red marker (to hide) and the blue one (to keep), RGBA. */
function pictureWithMarkers() {
  const rgba = new Uint8Array(WIDTH * HEIGHT * 4).fill(255);
  const paint = (box: typeof RED, [r, g, b]: [number, number, number]) => {
    for (let y = box.top; y < box.bottom; y++) for (let x = box.left; x < box.right; x++) rgba.set([r, g, b, 255], (y * WIDTH + x) * 4);
  };
  paint(RED, [230, 0, 0]);
  paint(BLUE, [0, 0, 230]);
  return rgba;
}

/** The area over the red marker, in PDF points of the page (the picture at its own size, origin at the foot). */
const AREA_OVER_RED = {
  page: 0,
  x: RED.left - 4,
  y: HEIGHT - RED.bottom - 4,
  width: RED.right - RED.left + 8,
  height: RED.bottom - RED.top + 8,
};

/** Every image the PDF holds, decoded to RGB(A) samples: JPEG (DCTDecode) and deflated raw samples. */
async function imagesOf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const images: { channels: number; samples: Uint8Array }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    if (object.dict.get(PDFName.of("Filter")) === PDFName.of("DCTDecode")) {
      images.push({ channels: 4, samples: jpeg.decode(object.contents, { useTArray: true, formatAsRGBA: true }).data });
      continue;
    }
    const pixels =
      (object.dict.get(PDFName.of("Width")) as PDFNumber).asNumber() * (object.dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
    const samples = decodePDFRawStream(object).decode();
    images.push({ channels: samples.length / pixels, samples });
  }
  return images;
}

function countPixels(images: { channels: number; samples: Uint8Array }[], match: (r: number, g: number, b: number) => boolean) {
  let count = 0;
  for (const { channels, samples } of images) {
    if (channels < 3) continue; // an alpha mask
    for (let at = 0; at + 2 < samples.length; at += channels) if (match(samples[at]!, samples[at + 1]!, samples[at + 2]!)) count++;
  }
  return count;
}
const isRed = (r: number, g: number, b: number) => r > 150 && g < 100 && b < 100;
const isBlue = (r: number, g: number, b: number) => b > 150 && r < 100 && g < 100;

async function anonymizedPictureCv(bytes: Uint8Array, fileName: string) {
  const space = await createSpace();
  const { token } = await signedInUser({ spaceIds: [space.id] });
  const worker = await createWorker(token, space.id);
  const path = `/v1/workers/${worker.id}/documents`;
  const cv = await uploaded(path, token, bytes, { type: "cv", name: "CV scanné" }, fileName);
  const answer = await api(`${path}/${cv.id}/anonymize`, { method: "POST", token, json: { areas: [AREA_OVER_RED] } });
  expect(answer.status).toBe(201);
  const made = (await answer.json()) as WorkerDocument;
  return new Uint8Array(await (await api(`${path}/${made.id}/file`, { token })).arrayBuffer());
}

describe("an anonymised CV from a picture holds none of the hidden pixels (decision 0043)", () => {
  it.each([
    ["PNG", "cv.png", () => encodePng({ width: WIDTH, height: HEIGHT, data: pictureWithMarkers(), channels: 4, depth: 8 })],
    ["JPEG", "cv.jpg", () => new Uint8Array(jpeg.encode({ width: WIDTH, height: HEIGHT, data: pictureWithMarkers() }, 95).data)],
  ])(
    "%s: the marker under the area is gone from every image of the PDF, the rest of the picture is there",
    async (_format, fileName, make) => {
      const original = make();
      const pdf = await anonymizedPictureCv(original, fileName);
      const images = await imagesOf(pdf);
      expect(images.length).toBeGreaterThan(0);
      expect(countPixels(images, isRed)).toBe(0);
      expect(countPixels(images, isBlue)).toBeGreaterThan(((BLUE.right - BLUE.left) * (BLUE.bottom - BLUE.top)) / 2);
      // Nor is the original file inside the PDF, byte for byte.
      const head = Array.from(original.slice(100, 164)).join(",");
      expect(Array.from(pdf).join(",")).not.toContain(head);
    },
  );
});
