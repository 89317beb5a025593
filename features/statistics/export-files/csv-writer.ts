import { concatBytes, type Cell, type SpreadsheetWriter } from "./spreadsheet-writer";

// CSV as a French spreadsheet opens it without an import dialog (decision 0047): UTF-8 with a byte-order
// mark (Excel reads the accents right), `;` between fields (the comma is the French decimal mark),
// CRLF line ends, decimals with a comma. Each sheet is a section: its title alone on a line, its header,
// its rows, then an empty line.

const SEPARATOR = ";";
const BOM = "\uFEFF";
/** Text is encoded a chunk at a time, so a 100,000-row export never holds its text whole. */
const CHUNK_CHARACTERS = 64 * 1024;

/**
 * A text cell a spreadsheet could read as a formula (=, +, -, @, or a tab or carriage return first)
 * gets a leading apostrophe: it shows as text and nothing runs (OWASP's CSV injection advice).
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function field(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell).replace(".", ",");
  const text = neutralizeFormula(cell);
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function createCsvWriter(): SpreadsheetWriter {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let pending = BOM;
  let sections = 0;
  const write = (line: string) => {
    pending += `${line}\r\n`;
    if (pending.length >= CHUNK_CHARACTERS) {
      chunks.push(encoder.encode(pending));
      pending = "";
    }
  };
  const row = (cells: readonly Cell[]) => write(cells.map(field).join(SEPARATOR));
  return {
    sheet(name, header) {
      if (sections++ > 0) write("");
      row([name]);
      row(header);
    },
    row,
    finish() {
      chunks.push(encoder.encode(pending));
      return concatBytes(chunks);
    },
  };
}
