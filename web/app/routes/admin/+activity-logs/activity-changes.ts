// What an activity log entry says changed (spec 000 §3 Activity log): /v1 stores `{field: {from, to}}`
// for an update and the given fields for a creation. Read defensively: `changes` is free JSON.

export type ChangeRow = { field: string; kind: "update"; from: string; to: string } | { field: string; kind: "value"; value: string };

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    "from" in value &&
    "to" in value &&
    Object.keys(value).length === 2
  );
}

/** A stored value as one line: nothing is "—", lists are comma-separated, objects are JSON. */
export function displayValue(value: unknown, words: { yes: string; no: string }): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map((item) => displayValue(item, words)).join(", ");
  return JSON.stringify(value);
}

/** One row per field, in the order stored. */
export function changeRows(changes: unknown, words: { yes: string; no: string }): ChangeRow[] {
  if (typeof changes !== "object" || changes === null || Array.isArray(changes)) return [];
  const rows: ChangeRow[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (isChange(value)) rows.push({ field, kind: "update", from: displayValue(value.from, words), to: displayValue(value.to, words) });
    else rows.push({ field, kind: "value", value: displayValue(value, words) });
  }
  return rows;
}
