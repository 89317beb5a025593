/**
 * A bounded map whose entries expire: what an isolate keeps between requests (the callers of
 * middleware/caller-cache.ts and middleware/page-callers.ts). Past `maxEntries`, expired entries go
 * first, then the oldest (a Map keeps the order of insertion).
 */
export class ExpiringMap<Value> {
  readonly #entries = new Map<string, { expiresAt: number; value: Value }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries: number) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  /** The value kept for `key`, unless it expired by `now`. */
  get(key: string, now: number): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: string, value: Value, now: number) {
    if (this.#entries.size >= this.#maxEntries) this.#makeRoom(now);
    this.#entries.set(key, { expiresAt: now + this.#ttlMs, value });
  }

  clear() {
    this.#entries.clear();
  }

  #makeRoom(now: number) {
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
    for (const key of this.#entries.keys()) {
      if (this.#entries.size < this.#maxEntries) break;
      this.#entries.delete(key);
    }
  }
}
