import { env, exports } from "cloudflare:workers";
import { hashPassword } from "#domain/auth/password-hash";
import type { Permission } from "#domain/auth/permissions";
import { sha256Hex } from "#domain/auth/tokens";
import { readJson } from "./json";

// Builders of valid data for tests inside workerd. Each call makes fresh, unique rows so test
// files never depend on one another.

let sequence = 0;
// Test files run side by side and share what miniflare keeps outside their isolated storage (the
// rate-limiting bindings count per e-mail across files): a time and a per-file sequence alone can meet
// another file's in the same millisecond, so a random part makes the name the file's own.
function unique(prefix: string) {
  sequence++;
  return `${prefix}-${Date.now().toString(36)}-${sequence}-${crypto.randomUUID().slice(0, 8)}`;
}

const passwordHashes = new Map<string, Promise<string>>();
function cachedHash(password: string) {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

export async function createSpace(overrides: { name?: string; deleted?: boolean } = {}) {
  const name = overrides.name ?? unique("Agence");
  const now = Date.now();
  const row = await env.DB.prepare("INSERT INTO spaces (name, url, created_at, updated_at, deleted_at) VALUES (?, ?, ?, ?, ?) RETURNING id")
    .bind(name, unique("url"), now, now, overrides.deleted ? now : null)
    .first<{ id: number }>();
  return { id: row!.id, name };
}

export async function createUser(
  options: { permissions?: Permission[]; spaceIds?: number[]; password?: string; apiAccess?: boolean; email?: string } = {},
) {
  const email = options.email ?? `${unique("user")}@test.interim`.toLowerCase();
  const password = options.password ?? "secret123";
  const now = Date.now();
  const row = await env.DB.prepare(
    `INSERT INTO users (email, first_name, last_name, password_hash, api_access, created_at, updated_at)
     VALUES (?, 'Test', 'User', ?, ?, ?, ?) RETURNING id`,
  )
    .bind(email, await cachedHash(password), options.apiAccess ? 1 : 0, now, now)
    .first<{ id: number }>();
  const id = row!.id;
  const statements = [
    ...(options.permissions ?? []).map((permission) =>
      env.DB.prepare("INSERT INTO user_permissions (user_id, permission) VALUES (?, ?)").bind(id, permission),
    ),
    ...(options.spaceIds ?? []).map((spaceId) =>
      env.DB.prepare("INSERT INTO user_spaces (user_id, space_id) VALUES (?, ?)").bind(id, spaceId),
    ),
  ];
  if (statements.length) await env.DB.batch(statements);
  return { id, email, password };
}

/** A client address of the documentation range, new on each call. */
export function randomClientIp() {
  return `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
}

/**
 * Calls the API Worker as a browser or an API client would. Each call comes from its own client
 * address (CF-Connecting-IP) unless the test names one, so the per-address throttles of sign-in
 * (decision 0011) only meet the tests that are about them.
 */
export function api(path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", randomClientIp());
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  return exports.default.fetch(new Request(`https://api.test${path}`, { ...init, headers, body }));
}

export async function login(email: string, password: string) {
  const response = await api("/v1/auth/login", { method: "POST", json: { email, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const body = await readJson<{ token: string }>(response);
  return body.token;
}

export async function signedInUser(options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  return { ...user, token: await login(user.email, user.password) };
}

/** A reset link for `userId` whose token the test knows (the e-mailed one is out of reach). */
export async function resetTokenFor(userId: number) {
  const token = "reset-" + crypto.randomUUID() + crypto.randomUUID();
  await env.DB.prepare("INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .bind(await sha256Hex(token), userId, Date.now(), Date.now() + 60_000)
    .run();
  return token;
}
