import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { Area } from "#domain/documents/anonymized-cv-schemas";
import type { TextLine, TextPage } from "./cv-text-layout";
import { redactImage } from "./redact-image";

// Writes the anonymised CV with pdf-lib (spec 000 §2: white areas, a stamp, comments). A white rectangle
// alone would leave the words under it in the text layer, where any reader copies them out: a PDF's text
// is therefore laid out again run by run, at its own places, without the characters under an area; an
// image CV has no text layer: its areas are painted into the picture's pixels, which are encoded anew
// (redact-image.ts), so nothing under them is left in the file.

export type CvSource = { kind: "pdf"; pages: TextPage[] } | { kind: "image"; bytes: Uint8Array; mimeType: "image/png" | "image/jpeg" };

export interface Stamp {
  agency: string;
  contact: string;
}

export interface AnonymizedPdfInput {
  source: CvSource;
  areas: Area[];
  stamp: Stamp;
  comments?: string;
  now: Date;
}

const MARGIN = 36;
const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;

function inside(area: Area, x: number, y: number) {
  return x >= area.x && x <= area.x + area.width && y >= area.y && y <= area.y + area.height;
}

/** Characters the standard font cannot write become "?" rather than failing the whole PDF. */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((char) => (known.has(char.codePointAt(0)!) ? char : "?")).join("");
}

/** The runs of a line left visible once the areas are taken out, each with where it starts. */
export function visibleRuns(line: TextLine, areas: Area[]): { text: string; x: number }[] {
  const chars = [...line.text];
  const step = line.width / Math.max(chars.length, 1);
  const middle = line.y + line.height * 0.35;
  const runs: { text: string; x: number }[] = [];
  let current: { text: string; x: number } | null = null;
  chars.forEach((char, index) => {
    const x = line.x + step * index;
    const hidden = areas.some((area) => inside(area, x + step / 2, middle));
    if (hidden) {
      current = null;
      return;
    }
    if (!current) {
      current = { text: "", x };
      runs.push(current);
    }
    current.text += char;
  });
  return runs.filter((run) => run.text.trim());
}

function drawStamp(page: PDFPage, font: PDFFont, bold: PDFFont, stamp: Stamp) {
  const text = writable(bold, stamp.agency);
  const contact = writable(font, stamp.contact);
  const width = Math.max(bold.widthOfTextAtSize(text, 9), font.widthOfTextAtSize(contact, 8)) + 12;
  const x = page.getWidth() - width - 12;
  page.drawRectangle({ x, y: 10, width, height: 30, color: rgb(1, 1, 1), borderColor: rgb(0.1, 0.3, 0.6), borderWidth: 1 });
  page.drawText(text, { x: x + 6, y: 27, size: 9, font: bold, color: rgb(0.1, 0.3, 0.6) });
  page.drawText(contact, { x: x + 6, y: 16, size: 8, font, color: rgb(0.1, 0.3, 0.6) });
}

/** Splits a comment into lines that fit the width. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of writable(font, text).split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/** The agency's page: its stamp and comments, after the CV. */
function drawCommentsPage(pdf: PDFDocument, font: PDFFont, bold: PDFFont, stamp: Stamp, comments: string) {
  const page = pdf.addPage([A4_WIDTH, A4_HEIGHT]);
  let y = A4_HEIGHT - MARGIN - 14;
  page.drawText(writable(bold, stamp.agency), { x: MARGIN, y, size: 14, font: bold });
  y -= 16;
  page.drawText(writable(font, stamp.contact), { x: MARGIN, y, size: 10, font });
  y -= 28;
  for (const line of wrap(font, comments, 11, A4_WIDTH - 2 * MARGIN)) {
    if (y < MARGIN + 40) break;
    page.drawText(line, { x: MARGIN, y, size: 11, font });
    y -= 15;
  }
  return page;
}

export async function writeAnonymizedPdf(input: AnonymizedPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(input.now);
  pdf.setModificationDate(input.now);
  pdf.setTitle(writable(await pdf.embedFont(StandardFonts.Helvetica), `CV — ${input.stamp.agency}`));
  pdf.setProducer(input.stamp.agency);
  pdf.setCreator(input.stamp.agency);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pages: PDFPage[] = [];

  if (input.source.kind === "pdf") {
    input.source.pages.forEach((source, index) => {
      const page = pdf.addPage([source.width, source.height]);
      const areas = input.areas.filter((area) => area.page === index);
      for (const line of source.lines) {
        for (const run of visibleRuns(line, areas)) {
          page.drawText(writable(font, run.text), { x: run.x, y: line.y, size: Math.min(Math.max(line.height, 4), 72), font });
        }
      }
      pages.push(page);
    });
  } else {
    // The picture's own size in points, brought down to A4 when larger.
    const scaleOf = (width: number, height: number) => Math.min(1, A4_WIDTH / width, A4_HEIGHT / height);
    // Its areas painted out of the pixels themselves, then the picture re-encoded (decision 0043).
    const redacted = redactImage(
      input.source,
      input.areas.filter((area) => area.page === 0),
      scaleOf,
    );
    const image = redacted.mimeType === "image/png" ? await pdf.embedPng(redacted.bytes) : await pdf.embedJpg(redacted.bytes);
    const scale = scaleOf(image.width, image.height);
    const page = pdf.addPage([image.width * scale, image.height * scale]);
    page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
    pages.push(page);
  }
  if (pages.length === 0) throw new Error("a CV without pages");

  pages.forEach((page, index) => {
    for (const area of input.areas.filter((candidate) => candidate.page === index)) {
      page.drawRectangle({ x: area.x, y: area.y, width: area.width, height: area.height, color: rgb(1, 1, 1) });
    }
    drawStamp(page, font, bold, input.stamp);
  });
  if (input.comments) drawCommentsPage(pdf, font, bold, input.stamp, input.comments);
  return pdf.save();
}
