import { getDocumentProxy } from "unpdf";

// A PDF's text layer with positions (pdf.js through unpdf): each run of text, its baseline origin, its
// width and its font size, in PDF points from the page's bottom-left corner.

export interface TextLine {
  text: string;
  x: number;
  y: number;
  width: number;
  /** The font size: how tall the run's area is. */
  height: number;
}

export interface TextPage {
  width: number;
  height: number;
  lines: TextLine[];
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export async function readTextLayout(bytes: Uint8Array): Promise<TextPage[]> {
  const pdf = await getDocumentProxy(bytes);
  try {
    const pages: TextPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const [left = 0, bottom = 0, right = 612, top = 792] = page.view;
      const content = await page.getTextContent();
      const lines: TextLine[] = [];
      for (const item of content.items as PdfTextItem[]) {
        if (typeof item.str !== "string" || !item.str.trim()) continue;
        const [a = 1, b = 0, , , e = 0, f = 0] = item.transform;
        const size = item.height || Math.hypot(a, b) || 10;
        lines.push({ text: item.str, x: e - left, y: f - bottom, width: item.width, height: size });
      }
      pages.push({ width: right - left, height: top - bottom, lines });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
