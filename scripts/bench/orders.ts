// Orders: the order list at 10,000 orders in one space (p95 under 20 ms), and a
// mission proposal to 200 workers answering 202 (p95 under 500 ms): 200 rows recorded, 200 SMS stored
// and enqueued. Each proposal goes to an order of its own, so every request does the whole work.
import type { BenchSuite } from "./measure";

const ORDERS = 10_000;
const SPACE_ID = 1;
/** Ids far above the demo data's (and the SMS suite's), so the suite knows them without asking. */
const FIRST_ORDER_ID = 8_000_001;
const PROPOSAL_ORDERS = 60;
const FIRST_PROPOSAL_ORDER_ID = 8_100_001;
const WORKERS = 200;
const FIRST_WORKER_ID = 9_100_001;
/** Each proposal writes 400 rows: 40 requests after 8 to warm up. */
const PROPOSAL_REQUESTS = 40;
const DAY = 86_400_000;
const STATUSES = ["pending", "processing", "processing", "closed", "cancelled"];
const CONTRACTS = ["temporary_work", "temporary_work", "fixed_term", "permanent"];

function ordersSql(now: number): string {
  const company = `(select min(id) from companies where space_id = ${SPACE_ID})`;
  const statements: string[] = [];
  const orderRow = (id: number, number: number, i: number, status: string) => {
    const startsAt = now + ((i % 120) - 30) * DAY;
    return `(${id}, ${SPACE_ID}, ${number}, ${company}, '${CONTRACTS[i % CONTRACTS.length]}', ${1 + (i % 5)}, '${status}', 'automatic', ${startsAt}, ${startsAt + 4 * DAY}, ${now - (ORDERS - i) * 60_000}, ${now})`;
  };
  const periodRow = (id: number, i: number) => {
    const startsAt = now + ((i % 120) - 30) * DAY;
    return `(${SPACE_ID}, ${id}, ${startsAt}, ${startsAt + 4 * DAY}, 0, ${now}, ${now})`;
  };
  const all = [
    ...Array.from({ length: ORDERS }, (_, i) => ({
      id: FIRST_ORDER_ID + i,
      number: 100_000 + i,
      i,
      status: STATUSES[i % STATUSES.length]!,
    })),
    ...Array.from({ length: PROPOSAL_ORDERS }, (_, i) => ({
      id: FIRST_PROPOSAL_ORDER_ID + i,
      number: 200_000 + i,
      i: 60 + i,
      status: "pending",
    })),
  ];
  // D1 refuses statements over 100 kB: 200 rows of ~200 bytes stay under.
  for (let start = 0; start < all.length; start += 200) {
    const chunk = all.slice(start, start + 200);
    statements.push(
      `INSERT INTO orders (id, space_id, number, company_id, contract_type, quantity, status, attribution_mode, starts_at, ends_at, created_at, updated_at) VALUES ${chunk.map((o) => orderRow(o.id, o.number, o.i, o.status)).join(", ")};`,
      `INSERT INTO order_periods (space_id, order_id, starts_at, ends_at, position, created_at, updated_at) VALUES ${chunk.map((o) => periodRow(o.id, o.i)).join(", ")};`,
    );
  }
  const workers = Array.from(
    { length: WORKERS },
    (_, i) =>
      `(${FIRST_WORKER_ID + i}, ${SPACE_ID}, 'Bench', 'Order${i}', '+33651${String(800_000 + i).padStart(6, "0")}', ${now}, ${now})`,
  );
  statements.push(
    `INSERT INTO workers (id, space_id, first_name, last_name, mobile_phone_number, created_at, updated_at) VALUES ${workers.join(", ")};`,
  );
  // 48 proposals of 200 SMS by one user pass a user's rate and a space's day (decision 0043): the bench
  // raises both for its own space, as an owner would.
  statements.push(`UPDATE spaces SET sms_enabled = 1, sms_user_rate_limit = 1000000, sms_daily_budget = 1000000 WHERE id = ${SPACE_ID};`);
  return statements.join("\n");
}

export const orderList: BenchSuite = {
  name: "orders",
  prepare({ executeSql }) {
    executeSql(ordersSql(Date.now()));
  },
  measurements() {
    const workerIds = Array.from({ length: WORKERS }, (_, i) => FIRST_WORKER_ID + i);
    const filters = ["", "&state=opened", "&state=closed", "&status=processing", "&q=CO-0100420"];
    return [
      {
        name: "order_list_10000",
        table: "orders",
        path: (i) => `/v1/orders?space_id=${SPACE_ID}&page=${1 + (i % 40)}${filters[i % filters.length]}`,
        p95TargetMs: 20,
      },
      {
        name: "order_proposal_200_workers",
        table: "order_workers",
        path: (i) => `/v1/orders/${FIRST_PROPOSAL_ORDER_ID + (i % PROPOSAL_ORDERS)}/proposals`,
        post: { body: () => ({ worker_ids: workerIds, force: true }), status: 202 },
        requests: PROPOSAL_REQUESTS,
        p95TargetMs: 500,
      },
    ];
  },
};
