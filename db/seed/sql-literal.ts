/** A SQLite literal for a seed statement: numbers as is, null, or a quoted string. */
export function sqlLiteral(value: string | number | boolean | null): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

export function insertStatement(table: string, row: Record<string, string | number | boolean | null>): string {
  const columns = Object.keys(row);
  const values = columns.map((column) => sqlLiteral(row[column] ?? null));
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${values.join(", ")});`;
}
