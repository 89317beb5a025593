import type { SqlText } from "./sql-text";

/**
 * A statement of a hot path written once as SQL text, with `?` for each parameter in order. Each call
 * only pairs the text with its values, ready for readRaw (raw-read.ts): nothing is built per request.
 * The text must hold no `?` other than parameters.
 */
export function fixedStatement(text: string): (...params: unknown[]) => SqlText {
  const expected = text.split("?").length - 1;
  return (...params) => {
    if (params.length !== expected) throw new Error(`fixedStatement: ${expected} parameters expected, ${params.length} given`);
    return { sql: text, params };
  };
}
