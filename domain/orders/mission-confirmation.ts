import { missionConfirmationTexts, type ConfirmationAudience } from "./mission-confirmation-texts";
import { formatReference } from "./reference-number";

// What a mission confirmation says (decision 0031), as lines a PDF writer lays out:
// the parties, the position, the periods, the rate, the schedules and the order's confirmation comment,
// with the CO / PE references, in the interface language. The client's copy has the billing coefficient
// and not the worker's address; the worker's copy the other way round.

export interface PostalAddress {
  address: string | null;
  zipcode: string | null;
  city: string | null;
}

export interface MissionConfirmationFacts {
  orderNumber: number;
  workerId: number;
  agency: PostalAddress & { name: string; phone: string | null; siret: string | null };
  client: PostalAddress & { name: string; siret: string | null };
  contact: { firstName: string | null; lastName: string; email: string | null; phone: string | null } | null;
  worker: PostalAddress & { firstName: string; lastName: string };
  position: { title: string; qualification: string | null } | null;
  /** Where the work is done: the position's place, else the client's address. */
  workplace: PostalAddress;
  tasks: string | null;
  periods: readonly { starts_at: Date; ends_at: Date }[];
  schedules: string | null;
  weeklyDuration: number | null;
  hourlyRate: number | null;
  coefficient: number | null;
  comment: string | null;
  issuedAt: Date;
}

export type ConfirmationLine =
  { kind: "title" | "subtitle" | "heading" | "text"; text: string } | { kind: "field"; label: string; value: string };

function readingOf(locale: string): "fr" | "en" {
  return locale.toLowerCase().startsWith("en") ? "en" : "fr";
}

/** Paris wall-clock parts of an instant, with the weekday in the locale. */
function parisParts(at: Date, locale: string) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Paris",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  const weekday = new Intl.DateTimeFormat(locale, { timeZone: "Europe/Paris", weekday: "short" }).format(at);
  return { weekday, day: part("day"), month: part("month"), year: part("year"), hour: part("hour"), minute: part("minute") };
}

/** Spec 000 §9: day/month in French (and the Latin languages), month/day in English; hour:minute, Paris time. */
export function confirmationDate(at: Date, locale: string, withTime = true): string {
  const { weekday, day, month, year, hour, minute } = parisParts(at, locale);
  const date = readingOf(locale) === "en" ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
  return withTime ? `${weekday} ${date} ${hour}:${minute}` : date;
}

/** Spaces a standard PDF font cannot write (narrow and no-break spaces of Intl) become plain ones. */
function plainSpaces(text: string) {
  return text.replace(/[\u00a0\u202f\u2009]/g, " ");
}

function amount(value: number, locale: string) {
  return plainSpaces(new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(value));
}

function decimal(value: number, locale: string) {
  return plainSpaces(new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value));
}

function addressLines(place: PostalAddress): string[] {
  const town = [place.zipcode, place.city].filter(Boolean).join(" ");
  return [place.address, town].filter((line): line is string => Boolean(line?.trim()));
}

function personName(first: string | null, last: string) {
  return [first, last].filter(Boolean).join(" ");
}

/** The lines of one copy of the confirmation, in order. */
export function missionConfirmationLines(
  facts: MissionConfirmationFacts,
  audience: ConfirmationAudience,
  locale: string,
): ConfirmationLine[] {
  const t = missionConfirmationTexts(locale);
  const lines: ConfirmationLine[] = [];
  const text = (value: string) => lines.push({ kind: "text", text: value });
  const field = (label: string, value: string | null | undefined) => {
    if (value?.trim()) lines.push({ kind: "field", label, value: value.trim() });
  };
  const orderReference = formatReference("order", facts.orderNumber, locale);
  const workerReference = formatReference("worker", facts.workerId, locale);

  lines.push({ kind: "title", text: t.title });
  lines.push({ kind: "subtitle", text: t.copyFor[audience] });
  field(t.order, orderReference);
  field(t.worker, workerReference);
  field(t.issuedOn, confirmationDate(facts.issuedAt, locale, false));

  lines.push({ kind: "heading", text: t.agency });
  text(facts.agency.name);
  addressLines(facts.agency).forEach(text);
  field(t.phone, facts.agency.phone);
  field(t.siret, facts.agency.siret);

  lines.push({ kind: "heading", text: t.client });
  text(facts.client.name);
  addressLines(facts.client).forEach(text);
  field(t.siret, facts.client.siret);
  if (facts.contact) {
    const contact = [personName(facts.contact.firstName, facts.contact.lastName), facts.contact.email, facts.contact.phone];
    field(t.contact, contact.filter(Boolean).join(" · "));
  }

  lines.push({ kind: "heading", text: t.temporaryWorker });
  text(`${personName(facts.worker.firstName, facts.worker.lastName)} (${workerReference})`);
  // The worker's home address is theirs: on their own copy, never on the client's.
  if (audience === "worker") addressLines(facts.worker).forEach(text);

  lines.push({ kind: "heading", text: t.mission });
  field(t.position, facts.position?.title);
  field(t.qualification, facts.position?.qualification);
  field(t.workplace, addressLines(facts.workplace).join(", "));
  field(t.tasks, facts.tasks);
  field(t.schedules, facts.schedules);
  if (facts.weeklyDuration != null) field(t.weeklyDuration, `${decimal(facts.weeklyDuration, locale)} ${t.hours}`);
  if (facts.hourlyRate != null) field(t.hourlyRate, `${amount(facts.hourlyRate, locale)} ${t.perHour}`);
  // The coefficient is what the client is billed on the rate: the client's business, not the worker's.
  if (audience === "client" && facts.coefficient != null) field(t.coefficient, decimal(facts.coefficient, locale));

  lines.push({ kind: "heading", text: t.periods });
  for (const period of facts.periods) {
    text(`${t.from} ${confirmationDate(period.starts_at, locale)} ${t.to} ${confirmationDate(period.ends_at, locale)}`);
  }

  if (facts.comment?.trim()) {
    lines.push({ kind: "heading", text: t.comment });
    facts.comment.trim().split(/\r?\n/).forEach(text);
  }
  return lines;
}

/** "Confirmation de mission CO-000042 PE-000007 (Exemplaire client).pdf" */
export function missionConfirmationFileName(
  facts: Pick<MissionConfirmationFacts, "orderNumber" | "workerId">,
  audience: ConfirmationAudience,
  locale: string,
) {
  const t = missionConfirmationTexts(locale);
  return `${t.fileName} ${formatReference("order", facts.orderNumber, locale)} ${formatReference("worker", facts.workerId, locale)} (${t.copyFor[audience]}).pdf`;
}
