// A configuration is read from a Worker's bindings object, which the runtime keeps for the isolate's
// life: each reader parses it once per bindings object and keeps the result beside it.
const parsedByReader = new WeakMap<object, WeakMap<object, unknown>>();

/** `parse()`'s result for these bindings and this reader, computed on the first call only. */
export function parsedOnce<T>(env: object, reader: object, parse: () => T): T {
  let byEnv = parsedByReader.get(reader);
  if (!byEnv) parsedByReader.set(reader, (byEnv = new WeakMap()));
  if (byEnv.has(env)) return byEnv.get(env) as T;
  const value = parse();
  byEnv.set(env, value);
  return value;
}
