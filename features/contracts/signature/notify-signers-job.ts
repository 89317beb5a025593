import { findAgencySigner, findSignatureParties } from "#db/contracts/find-signature-parties";
import { getContractRow } from "#db/contracts/get-contract";
import { getContractSignature } from "#db/contracts/signature-state";
import { formatContractNumber } from "#domain/contracts/contract-schemas";
import { parseFrenchPhone } from "#domain/french/phone";
import { z } from "zod";
import { EmailSendJob } from "#features/email/email-send-job";
import { defineJob, RETRY } from "#features/jobs/define-job";
import { enqueueJob } from "#features/jobs/enqueue-job";
import type { JobContext } from "#features/jobs/job-context";
import { queueSmsMessages } from "#features/sms/queue-sms-messages";

/**
 * Sends each signer who has not signed yet their link (decision 0054): the worker by SMS (the SMS queue),
 * the client's contact and the agency's signer by e-mail (the e-mail queue, /dev/outbox locally). Each
 * message is keyed by the contract, the round and the signer, so a redelivered job sends nothing twice
 * and a resend (the next round) sends again.
 */
export async function notifySigners(context: JobContext, contractId: number, round: number) {
  const { db, now } = context;
  const signature = await getContractSignature(db, contractId);
  // Not made yet: the request job notifies once it is; ended: nobody is left to ask.
  if (signature?.state !== "ongoing") return "nothing_to_notify" as const;
  const [contract, parties] = await Promise.all([getContractRow(db, contractId), findSignatureParties(db, contractId)]);
  if (!contract || !parties) return "nothing_to_notify" as const;
  const number = formatContractNumber(contract.year, contract.number);
  const key = (role: string) => `contract-signature:${contractId}:${round}:${role}`;
  const phone = parties.worker_mobile ? parseFrenchPhone(parties.worker_mobile) : null;

  if (!signature.worker_signed_at && signature.worker_link && phone?.ok) {
    await queueSmsMessages(
      { db, now, bindings: context.env },
      {
        spaceId: contract.space_id,
        userId: null,
        messages: [
          {
            workerId: contract.worker_id,
            orderId: contract.order_id,
            toPhone: phone.e164,
            body: `${parties.agency_name} : votre contrat de mission ${number} est à signer : ${signature.worker_link}`,
            idempotencyKey: key("worker"),
          },
        ],
      },
    );
  }
  if (!signature.client_signed_at && signature.client_link && parties.contact_email) {
    await enqueueJob(context.env.JOBS, EmailSendJob, {
      idempotencyKey: key("client"),
      to: parties.contact_email,
      subject: `Contrat de mise à disposition ${number} à signer`,
      text: `Bonjour ${[parties.contact_first_name, parties.contact_last_name].filter(Boolean).join(" ")},\n\n${parties.agency_name} vous invite à signer le contrat de mise à disposition ${number} (${parties.worker_first_name} ${parties.worker_last_name}) :\n${signature.client_link}\n`,
    });
  }
  const agent = signature.sent_by_user_id ? await findAgencySigner(db, signature.sent_by_user_id) : undefined;
  if (!signature.agency_signed_at && signature.agency_link && agent) {
    await enqueueJob(context.env.JOBS, EmailSendJob, {
      idempotencyKey: key("agency"),
      to: agent.email,
      subject: `Contrats ${number} à signer pour l'agence`,
      text: `Bonjour ${agent.first_name},\n\nLes contrats ${number} (${contract.company_name}, ${parties.worker_first_name} ${parties.worker_last_name}) attendent la signature de l'agence :\n${signature.agency_link}\n`,
    });
  }
  return "notified" as const;
}

/** A resend: the signers who have not signed get their link again (the same request, never a second). */
export const NotifySignersJob = defineJob({
  type: "contracts.signature-notify",
  version: 1,
  schema: z.object({ contract_id: z.number().int().positive(), round: z.number().int().positive() }),
  retry: RETRY.provider,
  idempotencyKey: (payload) => `contracts.signature-notify:${payload.contract_id}:${payload.round}`,
  handle: (payload, context) => notifySigners(context, payload.contract_id, payload.round),
});
