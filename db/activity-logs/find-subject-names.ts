import type { Database } from "../client";
import { companies, contacts } from "../schema/companies";
import { spaces } from "../schema/spaces";
import { users } from "../schema/users";
import { workers } from "../schema/workers";
import { inJsonList } from "../sql/in-json-list";

/** The resources whose entries can name their subject (decision 0016): what a reader can open. */
export const NAMED_SUBJECT_SCHEMAS = ["workers", "companies", "users", "spaces", "contacts"] as const;
type NamedSchema = (typeof NAMED_SUBJECT_SCHEMAS)[number];

function isNamed(schema: string): schema is NamedSchema {
  return (NAMED_SUBJECT_SCHEMAS as readonly string[]).includes(schema);
}

/**
 * The current names of a page's subjects, keyed `schema:id` (an entry names its subject, not
 * its number). One query per resource, by primary key; a subject since deleted has no name.
 */
export async function findSubjectNames(db: Database, entries: readonly { schema: string; subject_id: string | null }[]) {
  const ids = new Map<NamedSchema, number[]>();
  for (const { schema, subject_id } of entries) {
    const id = Number(subject_id);
    if (!isNamed(schema) || !Number.isInteger(id) || id <= 0) continue;
    ids.set(schema, [...(ids.get(schema) ?? []), id]);
  }
  const names = new Map<string, string>();
  const person = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");
  const workerIds = ids.get("workers");
  if (workerIds) {
    const rows = await db
      .select({ id: workers.id, first: workers.first_name, last: workers.last_name })
      .from(workers)
      .where(inJsonList(workers.id, workerIds));
    for (const row of rows) names.set(`workers:${row.id}`, person(row.first, row.last));
  }
  const userIds = ids.get("users");
  if (userIds) {
    const rows = await db
      .select({ id: users.id, first: users.first_name, last: users.last_name, email: users.email })
      .from(users)
      .where(inJsonList(users.id, userIds));
    for (const row of rows) names.set(`users:${row.id}`, person(row.first, row.last) || row.email);
  }
  const contactIds = ids.get("contacts");
  if (contactIds) {
    const rows = await db
      .select({ id: contacts.id, first: contacts.first_name, last: contacts.last_name })
      .from(contacts)
      .where(inJsonList(contacts.id, contactIds));
    for (const row of rows) names.set(`contacts:${row.id}`, person(row.first, row.last));
  }
  const companyIds = ids.get("companies");
  if (companyIds) {
    const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inJsonList(companies.id, companyIds));
    for (const row of rows) names.set(`companies:${row.id}`, row.name);
  }
  const spaceIds = ids.get("spaces");
  if (spaceIds) {
    const rows = await db.select({ id: spaces.id, name: spaces.name }).from(spaces).where(inJsonList(spaces.id, spaceIds));
    for (const row of rows) names.set(`spaces:${row.id}`, row.name);
  }
  return names;
}
