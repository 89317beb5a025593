import type { CONFIRMATION_AUDIENCES } from "#domain/orders/mission-confirmation-schemas";

export type ConfirmationAudience = (typeof CONFIRMATION_AUDIENCES)[number];

/** The download of a mission confirmation (a resource route); a refusal comes back to `back`, flagged. */
export function confirmationPdfPath(orderId: number, workerId: number, audience: ConfirmationAudience, back: string): string {
  return `/dpae/confirmations/${orderId}/${workerId}/${audience}?${new URLSearchParams({ back })}`;
}

/** `back` with the flag that makes its screen say "PDF download error" (spec 000 §8). */
export function withPdfError(back: string): string {
  const url = new URL(back, "http://site.invalid");
  url.searchParams.set("pdf_error", "1");
  return url.pathname + url.search;
}
