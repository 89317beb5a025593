// What an export writes, whatever its format: sheets (XLSX) or sections (CSV) of rows of cells. A text
// cell stays text and a number stays a number in both (decision 0047).

export type Cell = string | number | null;

export interface SpreadsheetWriter {
  /** Starts a sheet (a section in CSV) with its title and its header row. */
  sheet(name: string, header: readonly string[]): void;
  row(cells: readonly Cell[]): void;
  /** The whole file; the writer is spent. */
  finish(): Uint8Array<ArrayBuffer>;
}

/** Concatenates byte chunks into one array. */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const total = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
