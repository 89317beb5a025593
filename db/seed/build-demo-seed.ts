import { hashPassword } from "#domain/auth/password-hash";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SPACES } from "./demo-accounts";
import { demoCompanyStatements } from "./demo-companies";
import { demoOrderStatements } from "./demo-orders";
import { demoWorkerStatements } from "./demo-workers";
import { insertStatement } from "./sql-literal";

/** The SQL that fills an empty database with the demo spaces and accounts, created at `now` (epoch ms). */
export async function buildDemoSeedSql(now: number): Promise<string> {
  const statements: string[] = [];
  for (const space of DEMO_SPACES) {
    statements.push(insertStatement("spaces", { ...space, created_at: now, updated_at: now }));
  }
  let userId = 0;
  for (const account of DEMO_ACCOUNTS) {
    userId++;
    statements.push(
      insertStatement("users", {
        id: userId,
        email: account.email,
        first_name: account.first_name,
        last_name: account.last_name,
        password_hash: await hashPassword(DEMO_PASSWORD),
        is_admin: account.is_admin,
        api_access: false,
        legacy_v1_admin: false,
        locale: "fr",
        theme: "light",
        created_at: now,
        updated_at: now,
      }),
    );
    for (const permission of account.permissions) {
      statements.push(insertStatement("user_permissions", { user_id: userId, permission }));
    }
    for (const spaceId of account.spaceIds) {
      statements.push(insertStatement("user_spaces", { user_id: userId, space_id: spaceId }));
    }
  }
  statements.push(...demoCompanyStatements(now));
  statements.push(...demoWorkerStatements(now));
  statements.push(...demoOrderStatements(now));
  return statements.join("\n") + "\n";
}
