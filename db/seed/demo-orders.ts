import { addDays, parisToday } from "#domain/dates/paris-day";
import { parisWallTimeToInstant } from "#domain/dates/paris-wall-time";
import { buildDpaeXml } from "#domain/dpae/build-dpae-xml";
import { checkDpae } from "#domain/dpae/dpae-checks";
import { proposalSmsText } from "#domain/orders/order-sms";
import { measureSms, storedSmsEncoding } from "#domain/sms/sms-length";
import { DEMO_SPACES } from "./demo-accounts";
import { demoWorkers, type GeneratedWorker } from "./demo-workers";
import { insertStatement } from "./sql-literal";

// Demo orders, so a newcomer sees every screen of the chain alive (decision 0045): in each demo space
// an open order waiting for its first proposal, one whose proposals wait for the workers' answers, one
// with a worker placed and declared (the DPAE accepted, its XML and URSSAF's returns kept), and a closed
// one. Dates follow `now`: the open orders start in the coming days. Ids are given so the rows refer to
// each other in one SQL text; every declaration passes the DPAE's own checks (the seed fails otherwise).

type Row = Record<string, string | number | boolean | null>;
type Period = { starts_at: number; ends_at: number };
type Space = (typeof DEMO_SPACES)[number];

const HOUR = 3_600_000;
/** Companies 1–100 are Lyon's, 101–200 Lille's (demo-companies.ts); none of these is archived. */
const COMPANIES_PER_SPACE = 100;
/** The agency user who takes the orders: the Lyon administrator, the Lille agent (demo-accounts.ts). */
const ORDER_TAKER: Record<number, number> = { 1: 2, 2: 4 };

const POSITIONS = [
  { title: "Cariste", qualification: "CACES R489 cat. 3", skills: ["CACES R489 cat. 3"], hourly_rate: 12.4 },
  { title: "Préparateur de commandes", qualification: "Manutention", skills: ["Préparation de commandes"], hourly_rate: 11.88 },
  { title: "Manœuvre BTP", qualification: "Gros œuvre", skills: ["Port des EPI"], hourly_rate: 11.88 },
  { title: "Agent de production", qualification: "Conditionnement", skills: ["Travail en équipe"], hourly_rate: 12 },
];

/** 08:00–17:00 in Paris on each of `days` consecutive days from `from` days after today. */
function dailyPeriods(now: number, from: number, days: number) {
  const today = parisToday(new Date(now));
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(today, from + index);
    return { starts_at: parisWallTimeToInstant(`${day}T08:00`)!.getTime(), ends_at: parisWallTimeToInstant(`${day}T17:00`)!.getTime() };
  });
}

/** Workers a mission can go to: in the pool, adults, with a mobile and a NIR the DPAE accepts. */
function placeable(workers: GeneratedWorker[], spaceId: number) {
  return workers.filter(
    (worker) =>
      worker.row.space_id === spaceId &&
      worker.row.archived_at === null &&
      worker.row.under_18 === false &&
      typeof worker.row.mobile_phone_number === "string" &&
      worker.row.mobile_phone_number.startsWith("+33") &&
      worker.row.birth_department !== null,
  );
}

function dpaeOf(space: Space, worker: GeneratedWorker, periods: Period[], now: number) {
  const result = checkDpae(
    {
      employer: {
        siret: space.siret,
        name: space.name,
        apeCode: space.ape_code,
        urssafCode: space.urssaf_code,
        healthServiceCode: space.health_service_code,
        street: space.address,
        postalCode: space.zipcode,
        town: space.city,
        phone: space.phone,
      },
      employee: {
        lastName: worker.row.last_name as string,
        firstName: worker.row.first_name as string,
        sex: worker.row.sex as "mister" | "misses",
        nir: worker.row.nir as string,
        birthDate: worker.row.birth_date as string,
        birthTown: worker.row.birth_city as string,
        birthDepartment: worker.row.birth_department as string | null,
        birthCountry: worker.row.birth_country as string,
      },
      contract: { contractType: "temporary_work", startsAt: new Date(periods[0]!.starts_at), endsAt: new Date(periods.at(-1)!.ends_at) },
    },
    { test: true, now: new Date(now) },
  );
  if (!result.ok) throw new Error(`demo DPAE of worker ${worker.id} refused: ${result.fields.map((field) => field.field).join(", ")}`);
  return result.declaration;
}

export interface DemoOrderIds {
  /** The first id of each table for this space: the rows of space 1 come first. */
  order: number;
  period: number;
  orderWorker: number;
  position: number;
  sms: number;
  dpae: number;
}

/** The statements of one demo space's positions, orders, proposals, SMS and declaration. */
function spaceOrders(space: Space, workers: GeneratedWorker[], now: number, ids: DemoOrderIds): string[] {
  const statements: string[] = [];
  const companyBase = (space.id - 1) * COMPANIES_PER_SPACE;
  const user = ORDER_TAKER[space.id] ?? null;
  const pool = placeable(workers, space.id);
  const stamp = { created_at: now, updated_at: now };
  let orderId = ids.order;
  let periodId = ids.period;
  let orderWorkerId = ids.orderWorker;
  let smsId = ids.sms;

  POSITIONS.forEach((position, index) => {
    statements.push(
      insertStatement("positions", {
        id: ids.position + index,
        space_id: space.id,
        title: position.title,
        qualification: position.qualification,
        skills: JSON.stringify(position.skills),
        hourly_rate: position.hourly_rate,
        ...stamp,
      }),
    );
  });

  const order = (
    number: number,
    { company, position, periods, ...fields }: { company: number; position: number; quantity: number; status: string; periods: Period[] },
    extra: Row = {},
  ) => {
    const id = orderId++;
    statements.push(
      insertStatement("orders", {
        id,
        space_id: space.id,
        number,
        company_id: companyBase + company,
        user_id: user,
        business_manager_user_id: user,
        position_id: ids.position + position,
        contract_type: "temporary_work",
        appeal_reason: "temporary_increase_activity",
        hourly_rate: POSITIONS[position]!.hourly_rate,
        coefficient: 1.95,
        schedules: "8h-12h / 13h-17h",
        weekly_duration: 35,
        source: "remote_prospecting",
        sms_show_client_name: true,
        attribution_mode: "manual",
        starts_at: periods[0]!.starts_at,
        ends_at: periods.at(-1)!.ends_at,
        created_at: now - 3 * 24 * HOUR,
        updated_at: now - 2 * HOUR,
        ...fields,
        ...extra,
      }),
    );
    const periodIds = periods.map((period, position) => {
      const periodRow = periodId++;
      statements.push(insertStatement("order_periods", { id: periodRow, space_id: space.id, order_id: id, ...period, position, ...stamp }));
      return periodRow;
    });
    return { id, periodIds };
  };

  /** A proposal, its SMS as sent, and the worker's place on the order when they said yes. */
  const proposed = (
    orderRef: { id: number; periods: Period[]; jobTitle: string },
    worker: GeneratedWorker,
    status: "waiting" | "accepted" | "refused",
    proposedAt: number,
  ) => {
    const proposalId = orderWorkerId++;
    // The reply code the worker answers with (decision 0043): an open question while the proposal waits.
    const replyCode = String(1000 + (proposalId % 9000));
    const body = proposalSmsText(
      {
        agencyName: space.name,
        jobTitle: orderRef.jobTitle,
        periods: orderRef.periods.map((period) => ({ starts_at: new Date(period.starts_at), ends_at: new Date(period.ends_at) })),
        clientName: null,
        clientAddress: null,
        comment: null,
      },
      replyCode,
    );
    const length = measureSms(body);
    const sms = smsId++;
    statements.push(
      insertStatement("sms_messages", {
        id: sms,
        space_id: space.id,
        direction: "outbound",
        status: "delivered",
        to_phone: worker.row.mobile_phone_number as string,
        body,
        segments: length.segments,
        encoding: storedSmsEncoding(length.encoding),
        sent_at: proposedAt,
        delivered_at: proposedAt + 5_000,
        worker_id: worker.id,
        order_id: orderRef.id,
        user_id: user,
        idempotency_key: `demo-proposal:${orderRef.id}:${worker.id}`,
        created_at: proposedAt,
        updated_at: proposedAt,
      }),
    );
    const lastEnd = Math.max(...orderRef.periods.map((period) => period.ends_at));
    statements.push(
      insertStatement("sms_awaited_replies", {
        space_id: space.id,
        worker_id: worker.id,
        phone: worker.row.mobile_phone_number as string,
        code: replyCode,
        kind: "order_proposal",
        subject_id: proposalId,
        sms_idempotency_key: `demo-proposal:${orderRef.id}:${worker.id}`,
        expires_at: lastEnd,
        answered_at: status === "waiting" ? null : proposedAt + 40 * 60_000,
        created_at: proposedAt,
      }),
    );
    const replied = status === "waiting" ? null : proposedAt + 40 * 60_000;
    statements.push(
      insertStatement("order_workers", {
        id: proposalId,
        space_id: space.id,
        order_id: orderRef.id,
        worker_id: worker.id,
        status,
        proposed_at: proposedAt,
        reply: status === "waiting" ? null : status === "accepted" ? "yes" : "no",
        replied_at: replied,
        accepted_at: status === "accepted" ? replied : null,
        user_id: user,
        created_at: proposedAt,
        updated_at: replied ?? proposedAt,
      }),
    );
  };

  // 1. Open, no proposal yet: the place to try "Proposer la mission".
  order(1, { company: 4, position: 0, quantity: 2, status: "pending", periods: dailyPeriods(now, 7, 5) });

  // 2. Proposals sent two hours ago, three answers awaited, one refusal.
  const waitingPeriods = dailyPeriods(now, 3, 3);
  const waiting = order(2, { company: 6, position: 1, quantity: 3, status: "processing", periods: waitingPeriods }, { priority: 1 });
  for (const [index, worker] of pool.slice(0, 4).entries()) {
    proposed(
      { id: waiting.id, periods: waitingPeriods, jobTitle: POSITIONS[1]!.title },
      worker,
      index === 3 ? "refused" : "waiting",
      now - 2 * HOUR,
    );
  }

  // 3. A worker placed in two days and declared: the DPAE accepted by URSSAF, its XML and returns kept.
  const placedPeriods = dailyPeriods(now, 2, 5);
  const placed = order(3, { company: 8, position: 0, quantity: 1, status: "processing", periods: placedPeriods });
  const placedWorker = pool[4]!;
  proposed({ id: placed.id, periods: placedPeriods, jobTitle: POSITIONS[0]!.title }, placedWorker, "accepted", now - 26 * HOUR);
  const declaration = dpaeOf(space, placedWorker, placedPeriods, now);
  const sentAt = now - 24 * HOUR;
  const flowId = `DEMO-${space.url.toUpperCase()}-${placed.id}`;
  statements.push(
    insertStatement("dpae_declarations", {
      id: ids.dpae,
      space_id: space.id,
      worker_id: placedWorker.id,
      order_id: placed.id,
      user_id: user,
      status: "success",
      contract_nature: declaration.contract.nature,
      hired_at: placedPeriods[0]!.starts_at,
      hire_date: declaration.contract.startDate,
      employer_siret: declaration.employer.siret,
      contract_end_date: declaration.contract.endDate,
      test: declaration.test,
      urssaf_flow_id: flowId,
      sent_xml: buildDpaeXml(declaration),
      sent_at: sentAt,
      claimed_at: sentAt,
      poll_count: 2,
      acknowledged_at: sentAt + 60_000,
      completed_at: sentAt + 3 * 60_000,
      created_at: sentAt,
      updated_at: sentAt + 3 * 60_000,
    }),
  );
  const returnXml = (body: string) => `<?xml version="1.0" encoding="ISO-8859-1"?><retour profil="DPAE">${body}</retour>`;
  statements.push(
    insertStatement("dpae_returns", {
      space_id: space.id,
      dpae_id: ids.dpae,
      kind: "acknowledgement",
      message: null,
      raw_payload: returnXml(`<idflux>${flowId}</idflux><etat>recu</etat>`),
      received_at: sentAt + 60_000,
    }),
    insertStatement("dpae_returns", {
      space_id: space.id,
      dpae_id: ids.dpae,
      kind: "certificate",
      message: `DPAE${placed.id}DEMO`,
      raw_payload: returnXml(`<etat_conformite>OK</etat_conformite><certificat_conformite>DPAE${placed.id}DEMO</certificat_conformite>`),
      received_at: sentAt + 3 * 60_000,
    }),
  );

  // 4. Last month's order, honoured and closed.
  const pastPeriods = dailyPeriods(now, -30, 5);
  const closed = order(
    4,
    { company: 10, position: 2, quantity: 1, status: "closed", periods: pastPeriods },
    { closing_state: "honored", closed_at: pastPeriods.at(-1)!.ends_at + 24 * HOUR },
  );
  proposed(
    { id: closed.id, periods: pastPeriods, jobTitle: POSITIONS[2]!.title },
    pool[5]!,
    "accepted",
    pastPeriods[0]!.starts_at - 72 * HOUR,
  );

  return statements;
}

/** Rows of each table per demo space: room enough that space 2's ids never meet space 1's. */
const ROOM = 100;

/** The statements that add the demo orders (after the spaces, users, companies and workers). */
export function demoOrderStatements(now: number): string[] {
  const workers = demoWorkers(now);
  return DEMO_SPACES.flatMap((space, index) => {
    const base = index * ROOM + 1;
    return spaceOrders(space, workers, now, { order: base, period: base, orderWorker: base, position: base, sms: base, dpae: base });
  });
}
