import { fromBase64Url, toBase64Url } from "../auth/password-hash";

// The short signed link of the mission voucher (decision 0031), and of the timesheets' public pages
// (decision 0052): a code that names one row and when it stops working, followed by an HMAC-SHA-256 of both under a secret only the
// API holds, cut to 80 bits. Nothing is stored: the code is checked, not looked up, so a guess costs
// 2^80 tries, and a changed secret voids every code at once.

const ID_BYTES = 4;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 10;
const PAYLOAD_BYTES = ID_BYTES + EXPIRY_BYTES;
/** 18 bytes in base64url: 24 characters, no padding. */
export const CONFIRMATION_CODE_LENGTH = 24;
const CODE_PATTERN = /^[A-Za-z0-9_-]{24}$/;
/**
 * What a code opens. Each use binds the MAC to itself: one secret signs them all, yet a code made for
 * one use never reads as another's (a worker's timesheet link cannot approve it).
 */
export const LINK_PURPOSES = ["mission-confirmation", "timesheet-worker", "timesheet-approval"] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

async function macOf(secret: string, purpose: LinkPurpose, payload: Uint8Array): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const context = new TextEncoder().encode(`interim/${purpose}/v1:`);
  const message = new Uint8Array(context.length + payload.length);
  message.set(context);
  message.set(payload, context.length);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, message)).slice(0, MAC_BYTES);
}

/** Compares in a time that does not depend on where two MACs differ. */
function sameBytes(a: Uint8Array, b: Uint8Array) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}

/** The code for one row of a purpose, valid until `expiresAt` (to the second). */
export async function signLinkCode(secret: string, purpose: LinkPurpose, id: number, expiresAt: Date): Promise<string> {
  const payload = new Uint8Array(PAYLOAD_BYTES);
  const view = new DataView(payload.buffer);
  view.setUint32(0, id);
  view.setUint32(ID_BYTES, Math.floor(expiresAt.getTime() / 1000));
  const code = new Uint8Array(PAYLOAD_BYTES + MAC_BYTES);
  code.set(payload);
  code.set(await macOf(secret, purpose, payload), PAYLOAD_BYTES);
  return toBase64Url(code);
}

/** The row a code of this purpose names, or null when it is malformed, forged, of another purpose or expired at `now`. */
export async function readLinkCode(
  secret: string,
  purpose: LinkPurpose,
  code: string,
  now: Date,
): Promise<{ id: number; expiresAt: Date } | null> {
  if (!CODE_PATTERN.test(code)) return null;
  const bytes = fromBase64Url(code);
  const payload = bytes.slice(0, PAYLOAD_BYTES);
  if (!sameBytes(await macOf(secret, purpose, payload), bytes.slice(PAYLOAD_BYTES))) return null;
  const view = new DataView(payload.buffer);
  const expiresAt = new Date(view.getUint32(ID_BYTES) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return { id: view.getUint32(0), expiresAt };
}

/** The code for one order-worker row, valid until `expiresAt` (to the second). */
export function signConfirmationCode(secret: string, orderWorkerId: number, expiresAt: Date): Promise<string> {
  return signLinkCode(secret, "mission-confirmation", orderWorkerId, expiresAt);
}

/** The order-worker row a code names, or null when it is malformed, forged or expired at `now`. */
export async function readConfirmationCode(
  secret: string,
  code: string,
  now: Date,
): Promise<{ orderWorkerId: number; expiresAt: Date } | null> {
  const link = await readLinkCode(secret, "mission-confirmation", code, now);
  return link && { orderWorkerId: link.id, expiresAt: link.expiresAt };
}

/** How long after the mission's last end the worker can still open their confirmation. */
export const CONFIRMATION_LINK_DAYS_AFTER_MISSION = 7;

/** The link works until a week after the mission ends (a week from now for a mission already over). */
export function confirmationLinkExpiry(missionEndsAt: Date, now: Date): Date {
  const end = Math.max(missionEndsAt.getTime(), now.getTime());
  return new Date(end + CONFIRMATION_LINK_DAYS_AFTER_MISSION * 24 * 60 * 60 * 1000);
}
