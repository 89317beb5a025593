import { Zip, ZipDeflate } from "fflate";
import { concatBytes, type Cell, type SpreadsheetWriter } from "./spreadsheet-writer";

// XLSX written as the smallest SpreadsheetML Excel and LibreOffice open (decision 0047), zipped by
// fflate as it is written: each sheet's XML is deflated a chunk at a time, so only the compressed file
// is held, a few megabytes for 100,000 rows, well within a Worker's 128 MB. No Node stream, no DOM.
// Text cells are inline strings and never formulas (no <f> is ever written); header rows are bold.

const CHUNK_CHARACTERS = 64 * 1024;
const MAX_SHEET_NAME = 31;

const CONTENT_TYPES_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>';

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  "</Relationships>";

// Font 1 is bold; cell format 1 uses it (header rows).
const STYLES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  "</styleSheet>";

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = "</sheetData></worksheet>";

/** Text as XML character data: the five escapes, and characters XML 1.0 cannot hold dropped. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(cell: Cell, reference: string, style: string): string {
  if (cell === null) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? `<c r="${reference}"${style}><v>${cell}</v></c>` : "";
  return `<c r="${reference}"${style} t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
}

export function createXlsxWriter(): SpreadsheetWriter {
  const encoder = new TextEncoder();
  const output: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else output.push(chunk);
  });
  const addFile = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(text), true);
  };

  const sheetNames: string[] = [];
  let current: ZipDeflate | null = null;
  let pending = "";
  let rowNumber = 0;

  const flush = (final: boolean) => {
    if (!current) return;
    current.push(encoder.encode(pending), final);
    pending = "";
  };
  const closeSheet = () => {
    if (!current) return;
    pending += SHEET_TAIL;
    flush(true);
    current = null;
  };
  const writeRow = (cells: readonly Cell[], style: string) => {
    rowNumber++;
    pending += `<row r="${rowNumber}">${cells.map((cell, index) => cellXml(cell, `${columnName(index)}${rowNumber}`, style)).join("")}</row>`;
    if (pending.length >= CHUNK_CHARACTERS) flush(false);
  };

  return {
    sheet(name, header) {
      closeSheet();
      sheetNames.push(name.replace(/[\\/?*[\]:]/g, " ").slice(0, MAX_SHEET_NAME));
      current = new ZipDeflate(`xl/worksheets/sheet${sheetNames.length}.xml`, { level: 6 });
      zip.add(current);
      pending = SHEET_HEAD;
      rowNumber = 0;
      writeRow(header, ' s="1"');
    },
    row(cells) {
      if (!current) throw new Error("xlsx: a row before any sheet");
      writeRow(cells, "");
    },
    finish() {
      closeSheet();
      const sheets = sheetNames.map((_, index) => index + 1);
      addFile(
        "[Content_Types].xml",
        CONTENT_TYPES_HEAD +
          sheets
            .map(
              (n) =>
                `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
            )
            .join("") +
          "</Types>",
      );
      addFile("_rels/.rels", ROOT_RELS);
      addFile(
        "xl/workbook.xml",
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
          sheetNames.map((name, index) => `<sheet name="${xmlText(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join("") +
          "</sheets></workbook>",
      );
      addFile(
        "xl/_rels/workbook.xml.rels",
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          sheets
            .map(
              (n) =>
                `<Relationship Id="rId${n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${n}.xml"/>`,
            )
            .join("") +
          `<Relationship Id="rId${sheets.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
          "</Relationships>",
      );
      addFile("xl/styles.xml", STYLES);
      zip.end();
      if (failure) throw failure;
      return concatBytes(output);
    },
  };
}
