import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { ConfirmationLine } from "#domain/orders/mission-confirmation";

// Lays a mission confirmation's lines out on A4 pages with pdf-lib (decision 0031): text in the PDF's
// text layer (copied, searched and read back by tests), Helvetica, a new page when one is full.

const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;
const MARGIN = 50;
const LABEL_WIDTH = 150;
const PRIMARY = rgb(0.72, 0.11, 0.11);

/** Characters Helvetica (WinAnsi) cannot write become "?" rather than failing the whole PDF. */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((char) => (known.has(char.codePointAt(0)!) ? char : "?")).join("");
}

/** Splits a text into lines that fit the width, word by word (a word longer than the width stays whole). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export interface ConfirmationPdfInput {
  lines: ConfirmationLine[];
  /** The PDF's title and author in its properties. */
  title: string;
  author: string;
  now: Date;
}

export async function writeConfirmationPdf(input: ConfirmationPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.setTitle(writable(font, input.title));
  pdf.setAuthor(writable(font, input.author));
  pdf.setProducer(writable(font, input.author));
  pdf.setCreationDate(input.now);
  pdf.setModificationDate(input.now);

  let page: PDFPage = pdf.addPage([A4_WIDTH, A4_HEIGHT]);
  let y = A4_HEIGHT - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage([A4_WIDTH, A4_HEIGHT]);
    y = A4_HEIGHT - MARGIN;
  };
  const draw = (text: string, options: { x?: number; size: number; font: PDFFont; color?: ReturnType<typeof rgb>; width?: number }) => {
    const x = options.x ?? MARGIN;
    const width = options.width ?? A4_WIDTH - MARGIN - x;
    for (const line of wrap(options.font, writable(options.font, text), options.size, width)) {
      room(options.size + 4);
      y -= options.size + 4;
      page.drawText(line, { x, y, size: options.size, font: options.font, color: options.color ?? rgb(0, 0, 0) });
    }
  };

  for (const line of input.lines) {
    switch (line.kind) {
      case "title":
        draw(line.text, { size: 20, font: bold, color: PRIMARY });
        break;
      case "subtitle":
        draw(line.text, { size: 12, font: bold });
        y -= 6;
        break;
      case "heading":
        y -= 10;
        room(40);
        draw(line.text, { size: 13, font: bold, color: PRIMARY });
        page.drawLine({ start: { x: MARGIN, y: y - 3 }, end: { x: A4_WIDTH - MARGIN, y: y - 3 }, thickness: 0.5, color: PRIMARY });
        y -= 5;
        break;
      case "text":
        draw(line.text, { size: 10, font });
        break;
      case "field": {
        // The label in its column, the value beside it: the value's first line (10 + 4 points down,
        // on the page `room` made sure of) shares the label's baseline.
        room(14);
        page.drawText(writable(bold, line.label), { x: MARGIN, y: y - 14, size: 10, font: bold });
        draw(line.value, { x: MARGIN + LABEL_WIDTH, size: 10, font });
        break;
      }
    }
  }
  return pdf.save();
}
