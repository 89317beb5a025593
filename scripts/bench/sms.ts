// POST /v1/sms to 1,000 workers: one batched insert and ten sendBatch calls of
// 100 must answer 202 with p95 under 300 ms. The workers are bulk-inserted in demo space 1 with
// mobiles of the 06 50 range, the space's SMS flag turned on and its SMS allowances raised.
import type { BenchSuite } from "./measure";

const RECIPIENTS = 1_000;
/** Ids far above the demo data's, so the suite knows them without asking. */
const FIRST_ID = 9_000_001;
const SPACE_ID = 1;
/** Each request stores 1,000 rows: 40 requests (after 8 to warm up) keep the run short. */
const REQUESTS = 40;

export const smsSend: BenchSuite = {
  name: "sms send",
  prepare({ executeSql }) {
    const now = Date.now();
    const rows = Array.from({ length: RECIPIENTS }, (_, i) => {
      const id = FIRST_ID + i;
      return `(${id}, ${SPACE_ID}, 'Bench', 'Sms${i}', '+33650${String(900_000 + i).padStart(6, "0")}', ${now}, ${now})`;
    });
    const inserts: string[] = [];
    for (let start = 0; start < rows.length; start += 200) {
      inserts.push(
        `INSERT INTO workers (id, space_id, first_name, last_name, mobile_phone_number, created_at, updated_at) VALUES ${rows.slice(start, start + 200).join(", ")};`,
      );
    }
    // 48 calls of 1,000 SMS by one user: far above a user's rate and a space's day (decision 0043), so
    // the bench raises both for its own space, as an owner would.
    const allowance = `sms_user_rate_limit = 1000000, sms_daily_budget = 1000000`;
    executeSql([...inserts, `UPDATE spaces SET sms_enabled = 1, ${allowance} WHERE id = ${SPACE_ID};`].join("\n"));
  },
  measurements() {
    const workerIds = Array.from({ length: RECIPIENTS }, (_, i) => FIRST_ID + i);
    return [
      {
        name: "sms_send_1000_workers",
        table: "sms_messages",
        path: () => "/v1/sms",
        post: { body: (i) => ({ worker_ids: workerIds, message: `Mission n°${i} demain 8 h : répondez OUI ou NON` }), status: 202 },
        requests: REQUESTS,
        p95TargetMs: 300,
      },
    ];
  },
};
