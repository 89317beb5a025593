import { expect, type Page } from "@playwright/test";
import { nirKey } from "#domain/french/nir";
import { uniqueTag } from "./api";

/**
 * A tag of letters only, to keep each run's workers apart: a worker's name may hold no digit
 * (spec 000 §5), so uniqueTag's digits become letters.
 */
export function letterTag(): string {
  return uniqueTag().replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
}

/** A mobile number nobody else in the space is likely to hold: 06 then eight random digits. */
export function newMobile(): string {
  // 06 1x: a metropolitan mobile block. A fully random 06 number can land on an overseas block
  // (0639, 069x), which the mobile rule reads as another country code.
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0");
  return `061${digits}`.replace(/(\d{2})(?=\d)/g, "$1 ");
}

/**
 * A valid NIR: its 13-character body and the key 97 − (N mod 97), reading 2A as 19 and 2B as 18
 * (DOMAIN.md), computed by the domain's own rule.
 */
export function nirWithKey(body13: string): string {
  return `${body13}${String(nirKey(body13)).padStart(2, "0")}`;
}

/** The same NIR with a key that cannot be right (the next one, wrapping 97 to 1). */
export function nirWithWrongKey(body13: string): string {
  return `${body13}${String((nirKey(body13) % 97) + 1).padStart(2, "0")}`;
}

/** "1 85 07 2A 004 123 45", as the carte Vitale prints it and as people type it. */
export function spacedNir(nir: string): string {
  return nir.replace(/^(\d)(\d{2})(\d{2})(\w{2})(\d{3})(\d{3})(\d{2})$/, "$1 $2 $3 $4 $5 $6 $7");
}

interface NewWorker {
  first_name: string;
  last_name: string;
  [field: string]: unknown;
}

/** Creates a worker of the page user's (first) space through /v1, with the page's session. */
export async function createWorker(page: Page, worker: NewWorker): Promise<{ id: number }> {
  const me = await page.request.get("/v1/users/me");
  const { space_ids } = (await me.json()) as { space_ids: number[] };
  const response = await page.request.post("/v1/workers", {
    headers: { "X-Route-Path": "/e2e" },
    data: { space_id: space_ids[0], ...worker },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}
