import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { companies } from "../schema/companies";

const MAX_DEPTH = 100;

/**
 * SQL true when `companyId` is `candidateParentId` or one of its parents, grandparents…: making the
 * candidate the company's parent would then close a loop. One recursive query, bounded in depth; also
 * the condition of a company edit's write guard, so two edits racing cannot close a loop together.
 */
export function parentChainContains(candidateParentId: number, companyId: number): SQL<boolean> {
  return sql<boolean>`exists (
    with recursive chain(id, parent_id, depth) as (
      select ${companies.id}, ${companies.parent_company_id}, 0 from ${companies} where ${companies.id} = ${candidateParentId}
      union all
      select c.id, c.parent_company_id, chain.depth + 1 from ${companies} c join chain on c.id = chain.parent_id
      where chain.depth < ${MAX_DEPTH}
    )
    select 1 from chain where id = ${companyId})`;
}

/** Whether making `candidateParentId` the parent of `companyId` would close a loop of parents. */
export async function isCompanyInParentChain(db: Database, candidateParentId: number, companyId: number) {
  const [row] = await db.all<{ found: number }>(sql`select ${parentChainContains(candidateParentId, companyId)} as found`);
  return Boolean(row?.found);
}
