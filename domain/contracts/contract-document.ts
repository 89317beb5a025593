import type { ContractAudience } from "../enums/contract";
import { confirmationDate, type ConfirmationLine } from "../orders/mission-confirmation";
import { payBreakdown, workplaceOf, type ContractFacts } from "./contract-mentions";
import { contractTexts } from "./contract-texts";

// What each contract says, as lines a PDF writer lays out (the mission confirmation's writer): every
// mention L1251-43 requires on the client's contrat de mise à disposition, and those of L1251-16 on
// the worker's contrat de mission, read from facts the mentions check has passed (docs/contracts.md).

export interface ContractDocumentFacts {
  number: string;
  issuedAt: Date;
  facts: ContractFacts;
  /** The worker's home address: on their own copy only. */
  workerAddress: string | null;
}

function plainSpaces(text: string) {
  return text.replace(/[\u00a0\u202f\u2009]/g, " ");
}

function amount(value: number, locale: string) {
  return plainSpaces(new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(value));
}

function joined(...parts: (string | null | undefined)[]) {
  return parts.filter((part) => part?.trim()).join(", ");
}

/** The lines of one contract, in order, in the copy's language. */
export function contractLines(document: ContractDocumentFacts, audience: ContractAudience, requestedLocale?: string): ConfirmationLine[] {
  const { texts: t, locale } = contractTexts(audience, requestedLocale);
  const { facts } = document;
  const { agency, client, order, position, worker } = facts;
  const lines: ConfirmationLine[] = [];
  const heading = (text: string) => lines.push({ kind: "heading", text });
  const text = (value: string) => lines.push({ kind: "text", text: value });
  const field = (label: string, value: string | null | undefined) => {
    if (value?.trim()) lines.push({ kind: "field", label, value: value.trim() });
  };

  lines.push({ kind: "title", text: t.title[audience] });
  field(t.number, document.number);
  field(t.issuedOn, confirmationDate(document.issuedAt, locale, false));

  heading(t.agency);
  text(agency.name ?? "");
  text(joined(agency.address, [agency.zipcode, agency.city].filter(Boolean).join(" ")));
  field(t.siret, agency.siret);
  field(t.financialGuarantor, joined(agency.financialGuarantorName, agency.financialGuarantorAddress));

  heading(t.client);
  text(client.name);
  text(joined(client.address, [client.zipcode, client.city].filter(Boolean).join(" ")));

  heading(t.worker);
  text(joined(worker.firstName, worker.lastName));
  if (audience === "worker" && document.workerAddress) text(document.workerAddress);

  heading(t.recourse);
  field(t.reason, order.appealReason ? t.appealReasons[order.appealReason] : null);
  field(t.justification, order.recourseJustification);
  field(t.replacedPerson, order.replacedPerson);

  heading(t.dates);
  text(`${t.from} ${confirmationDate(order.startsAt!, locale)} ${t.to} ${confirmationDate(order.endsAt!, locale)}`);
  field(t.endDate, confirmationDate(order.endsAt!, locale, false));
  text(t.flexibility);
  text(t.renewal);

  heading(t.job);
  field(t.position, position?.title);
  field(t.qualification, position?.qualification);
  field(t.riskyJob, position?.riskyJob ? t.yes : t.no);
  const place = workplaceOf(facts);
  field(t.workplace, joined(place.address, [place.zipcode, place.city].filter(Boolean).join(" ")));
  field(t.schedules, order.schedules);
  if (order.weeklyDuration != null) field(t.weeklyDuration, `${order.weeklyDuration} ${t.hours}`);
  if (position?.protectiveEquipment) {
    const supplier = position.protectiveEquipmentSupplier ? ` (${t.suppliedBy[position.protectiveEquipmentSupplier]})` : "";
    field(t.protectiveEquipment, `${position.protectiveEquipment}${supplier}`);
  }

  heading(t.pay);
  const pay = payBreakdown(order.hourlyRate!);
  field(t.hourlyRate, `${amount(pay.hourlyRate, locale)} ${t.perHour}`);
  if (audience === "worker") {
    field(t.endOfMissionAllowance, `${amount(pay.endOfMission, locale)} ${t.perHour}`);
    field(t.paidLeaveAllowance, `${amount(pay.paidLeave, locale)} ${t.perHour}`);
    field(t.totalHourly, `${amount(pay.total, locale)} ${t.perHour}`);
    field(t.trialPeriod, t.trialDays(order.trialPeriodDays ?? 0));
    heading(t.funds);
    field(t.pensionFund, agency.pensionFund);
    field(t.providentFund, agency.providentFund);
    text(t.hiringNotForbidden);
  }

  heading(t.signatures);
  text(t.signatureOf.agency);
  text(t.signatureOf[audience]);
  return lines;
}

/** "Contrat de mission 2026-000042.pdf" */
export function contractFileName(number: string, audience: ContractAudience, requestedLocale?: string) {
  return `${contractTexts(audience, requestedLocale).texts.fileName[audience]} ${number}.pdf`;
}
