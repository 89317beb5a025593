import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The dependency rule of decision 0040, as ESLint enforces it: the two Worker folders never import each
// other, features/ imports neither, web/ reaches none of the server folders, only db/ imports drizzle.
const eslint = new ESLint();

async function refusals(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("the walls between top-level folders", () => {
  it.each([
    ["queues/src/example.ts", 'import { x } from "#functions/src/app";'],
    ["functions/src/example.ts", 'import { x } from "#queues/src/index";'],
    ["features/sms/example.ts", 'import { x } from "#functions/src/lib/operation-contexts";'],
    ["features/sms/example.ts", 'import { x } from "#queues/src/env";'],
    ["web/app/example.ts", 'import { x } from "#features/sms/send-sms";'],
    ["web/app/example.ts", 'import { x } from "#db/client";'],
    ["features/sms/example.ts", 'import { sql } from "drizzle-orm";'],
    ["domain/sms/example.ts", 'import { x } from "#features/sms/send-sms";'],
  ])("in %s, `%s` is refused", async (filePath, code) => {
    expect(await refusals(filePath, `${code}\nexport const y = x;\n`)).not.toEqual([]);
  });

  it.each([
    ["functions/src/example.ts", 'import { x } from "#features/sms/send-sms";'],
    ["queues/src/example.ts", 'import { x } from "#features/jobs/run-job";'],
    ["features/sms/example.ts", 'import { x } from "#db/sms/insert-sms-messages";'],
    ["web/app/example.ts", 'import { x } from "#domain/sms/sms-length";'],
  ])("in %s, `%s` is allowed", async (filePath, code) => {
    expect(await refusals(filePath, `${code}\nexport const y = x;\n`)).toEqual([]);
  });
});
