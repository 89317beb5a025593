/**
 * The columns of `table` whose unique index refused a write, read from the error D1 and libSQL raise
 * ("UNIQUE constraint failed: contacts.company_id, contacts.email"), which drizzle may wrap as the
 * cause of its own. Empty for any other error. Routes check uniqueness before writing, for a clear
 * answer; this tells them a racing request got in between, so they give the same answer, not a 500.
 */
export function uniqueViolationColumns(error: unknown, table: string): string[] {
  let current = error;
  // A few levels of causes at most: a chain is short, and a cycle must not hang the request.
  for (let depth = 0; depth < 5 && current != null; depth++) {
    const message = current instanceof Error ? current.message : String(current);
    const failed = /UNIQUE constraint failed: ([^\n]*)/.exec(message)?.[1];
    if (failed !== undefined) {
      return [...failed.matchAll(/(\w+)\.(\w+)/g)].filter((match) => match[1] === table).map((match) => match[2]!);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return [];
}
