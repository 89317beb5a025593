// Job offers: the offer list at 10,000 offers in one space (p95 under 20 ms), and the agency's public
// offer (what /offres/{agency}/{id} reads: p95 under 3× the floor, /v1/health, measured in the same run).
// The public read is counted per client address (120 a minute, decision 0032): it is timed within that.
import type { BenchSuite } from "./measure";

const OFFERS = 10_000;
const SPACE_ID = 1;
const SPACE_URL = "lyon";
/** Ids far above the demo data's, so the suite knows them without asking. */
const FIRST_OFFER_ID = 7_000_001;
const STATUSES = ["published", "published", "unpublished", "draft"];
const CONTRACTS = ["temporary_work", "fixed_term", "permanent"];
/** Under the public read's limit of 120 a minute, warm-up included. */
const PUBLIC_REQUESTS = 90;

function offersSql(now: number): string {
  const statements: string[] = [];
  const row = (i: number) => {
    const status = STATUSES[i % STATUSES.length]!;
    const publishedAt = status === "draft" ? "NULL" : String(now - i * 60_000);
    const title = `Cariste ${i} H/F`;
    const description = `Préparation de commandes en entrepôt, CACES 1, 3 et 5. Offre ${i}.`;
    return `(${FIRST_OFFER_ID + i}, ${SPACE_ID}, '${title}', '${description}', '${CONTRACTS[i % CONTRACTS.length]}', '69007', 'Lyon', 12.5, 14, 'hour', 35, '${status}', ${publishedAt}, ${now - (OFFERS - i) * 60_000}, ${now})`;
  };
  // D1 refuses statements over 100 kB: 200 rows of ~250 bytes stay under.
  for (let start = 0; start < OFFERS; start += 200) {
    const rows = Array.from({ length: Math.min(200, OFFERS - start) }, (_, k) => row(start + k));
    statements.push(
      `INSERT INTO job_offers (id, space_id, title, description, contract_type, postal_code, city, salary_min, salary_max, salary_period, weekly_hours, status, published_at, created_at, updated_at) VALUES ${rows.join(", ")};`,
    );
  }
  return statements.join("\n");
}

export const jobOffers: BenchSuite = {
  name: "job_offers",
  prepare({ executeSql }) {
    executeSql(offersSql(Date.now()));
  },
  measurements() {
    const filters = ["", "&status=published", "&status=unpublished", "&status=draft"];
    // Published offers are every 4th from 0 and from 1 (STATUSES above).
    const published = (i: number) => FIRST_OFFER_ID + 4 * (i % 2_000) + (i % 2);
    return [
      {
        name: "job_offer_list_10000",
        table: "job_offers",
        path: (i) => `/v1/job-offers?space_id=${SPACE_ID}&page=${1 + (i % 40)}${filters[i % filters.length]}`,
        p95TargetMs: 20,
      },
      {
        name: "public_job_offer",
        table: "job_offers",
        path: (i) => `/v1/public/spaces/${SPACE_URL}/job-offers/${published(i)}`,
        requests: PUBLIC_REQUESTS,
        p95TargetTimesFloor: { floor: "floor", times: 3 },
      },
    ];
  },
};
