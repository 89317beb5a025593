import { sql, type SQL } from "drizzle-orm";

/**
 * A statement of a hot path written once as SQL text, with `?` for each parameter in order. The text is
 * split at its parameters once, when the module loads; each call only slots the values in, so drizzle
 * neither builds nor maps anything per request. The text must hold no `?` other than parameters.
 */
export function fixedStatement(text: string): (...params: unknown[]) => SQL {
  const pieces = text.split("?").map((piece) => sql.raw(piece));
  const expected = pieces.length - 1;
  return (...params) => {
    if (params.length !== expected) throw new Error(`fixedStatement: ${expected} parameters expected, ${params.length} given`);
    const chunks: SQL[] = [pieces[0]!];
    params.forEach((param, index) => chunks.push(sql`${param}`, pieces[index + 1]!));
    return sql.join(chunks);
  };
}
