import type { Database } from "#db/client";
import type { OrderRow } from "#db/orders/get-order";
import { findMissionConfirmationParties, findOrderWorker } from "#db/orders/mission-confirmation-facts";
import { PDF_ERROR_MESSAGE } from "#domain/documents/anonymized-cv-schemas";
import { AppError } from "#domain/errors/app-error";
import { missionConfirmationFileName, missionConfirmationLines, type MissionConfirmationFacts } from "#domain/orders/mission-confirmation";
import { missionConfirmationTexts, type ConfirmationAudience } from "#domain/orders/mission-confirmation-texts";
import { notFound } from "#domain/errors/app-error";
import { writeConfirmationPdf } from "./write-confirmation-pdf";

// One accepted worker's mission confirmation (decision 0031): who may have one, its
// facts, its PDF. Shared by the download, the e-mail to the client and the worker's signed link.

/** Spec 000 §8 "PDF download error": the confirmation cannot be produced, and why (the field's reason). */
export function confirmationRefused(reason: "not_accepted" | "order_cancelled" | "no_period" | "unwritable") {
  return new AppError("validation_failed", PDF_ERROR_MESSAGE, { fields: [{ field: "worker_id", reason, message: PDF_ERROR_MESSAGE }] });
}

/**
 * The facts of the confirmation of `workerId` on `order`. A worker never proposed on the order is a 404
 * (as another space's); one not (or no longer) accepted, a cancelled order or an order without a period
 * has no confirmation: 422 "PDF download error".
 */
export async function missionConfirmationFacts(db: Database, order: OrderRow, workerId: number, now: Date) {
  const orderWorker = await findOrderWorker(db, order.space_id, order.id, workerId);
  if (!orderWorker) throw notFound();
  if (orderWorker.status !== "accepted") throw confirmationRefused("not_accepted");
  if (order.status === "cancelled") throw confirmationRefused("order_cancelled");
  const parties = await findMissionConfirmationParties(db, order, workerId);
  const { space, company, contact, worker, position, periods } = parties;
  if (!worker || !space) throw notFound();
  if (periods.length === 0) throw confirmationRefused("no_period");
  const clientPlace = { address: order.company_address, zipcode: order.company_zipcode, city: order.company_city };
  const facts: MissionConfirmationFacts = {
    orderNumber: order.number,
    workerId,
    agency: { name: space.name, address: space.address, zipcode: space.zipcode, city: space.city, phone: space.phone, siret: space.siret },
    client: { name: order.company_name, siret: company?.siret ?? null, ...clientPlace },
    contact: contact ? { firstName: contact.first_name, lastName: contact.last_name, email: contact.email, phone: contact.phone } : null,
    worker: {
      firstName: worker.first_name,
      lastName: worker.last_name,
      address: worker.postal_address,
      zipcode: worker.postal_code,
      city: worker.postal_city,
    },
    position: position ? { title: position.title, qualification: position.qualification } : null,
    workplace: position?.place_address
      ? { address: position.place_address, zipcode: position.place_zipcode, city: position.place_city }
      : clientPlace,
    tasks: order.tasks,
    periods,
    schedules: order.schedules,
    weeklyDuration: order.weekly_duration,
    hourlyRate: order.hourly_rate,
    coefficient: order.coefficient,
    comment: order.confirmation_comment,
    issuedAt: now,
  };
  return { facts, orderWorker, parties };
}

/** The PDF of one copy and the name it downloads under; a PDF that cannot be written is the spec's error. */
export async function missionConfirmationPdf(facts: MissionConfirmationFacts, audience: ConfirmationAudience, locale: string) {
  const texts = missionConfirmationTexts(locale);
  try {
    const bytes = await writeConfirmationPdf({
      lines: missionConfirmationLines(facts, audience, locale),
      title: `${texts.title} — ${facts.client.name}`,
      author: facts.agency.name,
      now: facts.issuedAt,
    });
    return { bytes, fileName: missionConfirmationFileName(facts, audience, locale) };
  } catch (error) {
    console.error("mission confirmation PDF failed", error);
    throw confirmationRefused("unwritable");
  }
}
