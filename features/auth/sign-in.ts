import { clearLoginFailures } from "#db/auth/login-attempts";
import { insertSession } from "#db/auth/sessions";
import { findUserByEmail } from "#db/users/find-user-by-email";
import { updateLastLogin } from "#db/users/update-last-login";
import { UNKNOWN_USER_HASH, verifyPassword } from "#domain/auth/password-hash";
import { generateToken, sha256Hex } from "#domain/auth/tokens";
import { AppError } from "#domain/errors/app-error";
import { SESSION_LIFETIME_MS } from "#domain/auth/lifetimes";
import { countPasswordAttempt, rateLimitClientAndAccount } from "./throttle";
import { activityLog } from "../activity-logs/activity-log";
import type { AuthContext } from "./auth-context";

export interface SignedIn {
  token: string;
  expiresAt: Date;
  user: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;
}

/**
 * Signs in with an e-mail and a password (decision 0011): throttled per client address and per
 * e-mail (429), a wrong password or an unknown e-mail answers the same 401 in the same time. Returns
 * the new session's token, which the route sets as the cookie.
 */
export async function signIn(context: AuthContext, input: { email: string; password: string }): Promise<SignedIn> {
  const { db, now } = context;
  const { email, password } = input;
  await rateLimitClientAndAccount(context, "login", email);
  // Counted as a failure before the password is checked, so parallel guesses cannot outrun the count.
  await countPasswordAttempt(db, email, context.client.ip, now);

  const user = await findUserByEmail(db, email);
  // Verify against a dummy hash for unknown e-mails so the answer time does not reveal accounts.
  const valid = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH);
  if (!user || !valid) throw new AppError("invalid_credentials", "Invalid credentials");

  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.batch([
    insertSession(db, {
      tokenHash: await sha256Hex(token),
      userId: user.id,
      expiresAt,
      userAgent: context.client.userAgent,
      at: now,
    }),
    updateLastLogin(db, user.id, now),
    clearLoginFailures(db, email),
    activityLog(context, { title: "Sign-in", type: "login", schema: "sessions", subjectId: user.id, userId: user.id }),
  ]);
  return { token, expiresAt, user };
}
