import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { companies } from "../schema/companies";

const MAX_DEPTH = 100;

/**
 * Whether `companyId` is `candidateParentId` or one of its parents, grandparents…: making the candidate
 * the company's parent would then close a loop. One recursive query, bounded in depth.
 */
export async function isCompanyInParentChain(db: Database, candidateParentId: number, companyId: number) {
  const rows = await db.all<{ found: number }>(sql`
    with recursive chain(id, parent_id, depth) as (
      select ${companies.id}, ${companies.parent_company_id}, 0 from ${companies} where ${companies.id} = ${candidateParentId}
      union all
      select c.id, c.parent_company_id, chain.depth + 1 from ${companies} c join chain on c.id = chain.parent_id
      where chain.depth < ${MAX_DEPTH}
    )
    select 1 as found from chain where id = ${companyId} limit 1`);
  return rows.length > 0;
}
