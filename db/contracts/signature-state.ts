import { and, count, eq, gte, isNull, sql } from "drizzle-orm";
import type { SignatureProvider, SignerRole } from "#domain/enums/contract";
import type { Database } from "../client";
import { contractSignatures, signatureEvents } from "../schema/contract-signatures";
import { contracts } from "../schema/contracts";

export type ContractSignatureRow = typeof contractSignatures.$inferSelect;

export async function getContractSignature(db: Database, contractId: number) {
  const [row] = await db.select().from(contractSignatures).where(eq(contractSignatures.contract_id, contractId));
  return row;
}

/** The request a provider's event names: the id stored when the provider answered, and nothing else. */
export async function findSignatureByRequest(db: Database, provider: SignatureProvider, requestId: string) {
  const [row] = await db
    .select()
    .from(contractSignatures)
    .where(and(eq(contractSignatures.provider, provider), eq(contractSignatures.request_id, requestId)));
  return row;
}

/** A space's signature requests made since `since`: the monthly budget counts them. */
export async function countSignatureRequestsSince(db: Database, spaceId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(contractSignatures)
    .where(and(eq(contractSignatures.space_id, spaceId), gte(contractSignatures.created_at, since)));
  return row?.n ?? 0;
}

/**
 * The first send, in one batch: the request's row (once per contract) and the contracts moved
 * draft → sent. Answers whether this call moved them (false: another call did, or they were not a draft).
 */
export async function startSignature(
  db: Database,
  input: { contractId: number; spaceId: number; provider: SignatureProvider; userId: number },
  now: Date,
) {
  const [, moved] = await db.batch([
    db
      .insert(contractSignatures)
      .values({
        contract_id: input.contractId,
        space_id: input.spaceId,
        provider: input.provider,
        sent_by_user_id: input.userId,
        notice_round: 1,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing(),
    db
      .update(contracts)
      .set({ status: "sent", client_status: "sent", worker_status: "sent", sent_at: now, updated_at: now })
      .where(and(eq(contracts.id, input.contractId), eq(contracts.status, "draft")))
      .returning({ id: contracts.id }),
  ]);
  return moved.length > 0;
}

/** A resend: one more round of notices on the same request. Answers the round, or null when nothing is ongoing. */
export async function nextNoticeRound(db: Database, contractId: number, now: Date) {
  const [row] = await db
    .update(contractSignatures)
    .set({ notice_round: sql`${contractSignatures.notice_round} + 1`, updated_at: now })
    .where(eq(contractSignatures.contract_id, contractId))
    .returning({ round: contractSignatures.notice_round });
  return row?.round ?? null;
}

/** pending → creating: only one job run makes the provider's request. */
export async function claimSignatureRequest(db: Database, contractId: number, now: Date) {
  const [row] = await db
    .update(contractSignatures)
    .set({ state: "creating", updated_at: now })
    .where(and(eq(contractSignatures.contract_id, contractId), eq(contractSignatures.state, "pending")))
    .returning();
  return row;
}

/** Nothing reached the provider: the next attempt may make the request. */
export async function releaseSignatureClaim(db: Database, contractId: number, now: Date) {
  await db
    .update(contractSignatures)
    .set({ state: "pending", updated_at: now })
    .where(and(eq(contractSignatures.contract_id, contractId), eq(contractSignatures.state, "creating")));
}

export type CreatedSignatureRequest = {
  requestId: string;
  signers: Record<SignerRole, { signerId: string; link: string }>;
};

export async function recordSignatureRequest(db: Database, contractId: number, created: CreatedSignatureRequest, now: Date) {
  await db
    .update(contractSignatures)
    .set({
      state: "ongoing",
      request_id: created.requestId,
      client_signer_id: created.signers.client.signerId,
      worker_signer_id: created.signers.worker.signerId,
      agency_signer_id: created.signers.agency.signerId,
      client_link: created.signers.client.link,
      worker_link: created.signers.worker.link,
      agency_link: created.signers.agency.link,
      updated_at: now,
    })
    .where(and(eq(contractSignatures.contract_id, contractId), eq(contractSignatures.state, "creating")));
}

/** Records an event id; false when it was already applied (a redelivery). */
export async function recordSignatureEvent(db: Database, provider: SignatureProvider, eventId: string, now: Date) {
  const inserted = await db
    .insert(signatureEvents)
    .values({ provider, event_id: `${provider}:${eventId}`, received_at: now })
    .onConflictDoNothing()
    .returning({ id: signatureEvents.event_id });
  return inserted.length > 0;
}

const signedAtOf = {
  client: contractSignatures.client_signed_at,
  worker: contractSignatures.worker_signed_at,
  agency: contractSignatures.agency_signed_at,
} as const;

/**
 * One signer signed: their time kept, and each document marked signed once both its signers have
 * (the client's by the contact and the agency, the worker's by the worker and the agency), in one batch.
 */
export async function recordSignerSigned(db: Database, signature: ContractSignatureRow, role: SignerRole, now: Date) {
  const column = signedAtOf[role];
  const signed = (audience: "client" | "worker") =>
    sql`(select case when ${contractSignatures[`${audience}_signed_at`]} is not null and ${contractSignatures.agency_signed_at} is not null then 'signed' else ${contracts[`${audience}_status`]} end from ${contractSignatures} where ${contractSignatures.id} = ${signature.id})`;
  await db.batch([
    db
      .update(contractSignatures)
      .set({ [role === "client" ? "client_signed_at" : role === "worker" ? "worker_signed_at" : "agency_signed_at"]: now, updated_at: now })
      .where(and(eq(contractSignatures.id, signature.id), isNull(column))),
    db
      .update(contracts)
      .set({ client_status: signed("client"), worker_status: signed("worker"), updated_at: now })
      .where(and(eq(contracts.id, signature.contract_id), eq(contracts.status, "sent"))),
  ]);
}

/** The request ended without every signature: declined by a signer, or expired. */
export async function recordSignatureEnded(db: Database, signature: ContractSignatureRow, outcome: "declined" | "expired", now: Date) {
  await db.batch([
    db
      .update(contractSignatures)
      .set({ state: outcome, updated_at: now })
      .where(and(eq(contractSignatures.id, signature.id), eq(contractSignatures.state, "ongoing"))),
    db
      .update(contracts)
      .set({
        status: outcome,
        client_status: sql`case when ${contracts.client_status} = 'signed' then 'signed' else ${outcome} end`,
        worker_status: sql`case when ${contracts.worker_status} = 'signed' then 'signed' else ${outcome} end`,
        updated_at: now,
      })
      .where(and(eq(contracts.id, signature.contract_id), eq(contracts.status, "sent"))),
  ]);
}

/** Every signer signed and the signed PDFs are in the bucket: the contracts are signed. */
export async function recordSignedDocuments(
  db: Database,
  signature: ContractSignatureRow,
  keys: { client: string; worker: string },
  now: Date,
) {
  await db.batch([
    db
      .update(contractSignatures)
      .set({ state: "done", signed_client_key: keys.client, signed_worker_key: keys.worker, updated_at: now })
      .where(eq(contractSignatures.id, signature.id)),
    db
      .update(contracts)
      .set({ status: "signed", client_status: "signed", worker_status: "signed", signed_at: now, updated_at: now })
      .where(and(eq(contracts.id, signature.contract_id), eq(contracts.status, "sent"))),
  ]);
}

/** The local driver's requests, newest first, with their contract's number (/dev/signatures). */
export async function listLocalSignatures(db: Database) {
  return db
    .select({ signature: contractSignatures, year: contracts.year, number: contracts.number, status: contracts.status })
    .from(contractSignatures)
    .innerJoin(contracts, eq(contracts.id, contractSignatures.contract_id))
    .where(eq(contractSignatures.provider, "local"))
    .orderBy(sql`${contractSignatures.id} desc`)
    .limit(100);
}

/** The provider refused the request: the contracts go back to draft and the row goes, so staff can fix and send again. */
export async function abandonSignature(db: Database, contractId: number, now: Date) {
  await db.batch([
    db.delete(contractSignatures).where(and(eq(contractSignatures.contract_id, contractId), eq(contractSignatures.state, "creating"))),
    db
      .update(contracts)
      .set({ status: "draft", client_status: "draft", worker_status: "draft", sent_at: null, updated_at: now })
      .where(and(eq(contracts.id, contractId), eq(contracts.status, "sent"))),
  ]);
}
