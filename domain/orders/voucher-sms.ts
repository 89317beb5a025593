import { smsDateTime } from "./order-sms";

// The mission voucher (decision 0031): the SMS an accepted worker gets with the link to
// their own confirmation. In French like every SMS of an order, Paris times, GSM-7 characters only.

export interface VoucherSmsFacts {
  agencyName: string;
  /** CO-000042 */
  orderReference: string;
  /** The position's title, or null. */
  jobTitle: string | null;
  /** Given only when the order's options allow it and the client is not anonymous. */
  clientName: string | null;
  clientAddress: string | null;
  firstStart: Date;
  link: string;
}

/**
 * « Intérim Lyon : mission confirmée CO-000042, Cariste chez Acme, 12 rue X 69003 Lyon, début le 07/12
 * 08h00. Votre confirmation : https://… »
 */
export function voucherSmsText(facts: VoucherSmsFacts) {
  const what = [facts.jobTitle, facts.clientName ? `chez ${facts.clientName}` : null].filter(Boolean).join(" ");
  const parts = [`mission confirmée ${facts.orderReference}`, what, facts.clientAddress].filter((part): part is string => Boolean(part));
  return `${facts.agencyName} : ${parts.join(", ")}, début le ${smsDateTime(facts.firstStart)}. Votre confirmation : ${facts.link}`;
}
