import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ListCompaniesQuerySchema } from "../companies/company-schemas";
import { ListOrdersQuerySchema } from "../orders/order-schemas";
import { ListPositionsQuerySchema } from "../positions/position-schemas";
import { CommuneSearchQuerySchema, LegalFormsQuerySchema, NafSearchQuerySchema } from "../reference/reference-schemas";
import { ListSpacesQuerySchema } from "../spaces/space-schemas";
import { ListUsersQuerySchema } from "../users/user-schemas";
import { ListWorkersQuerySchema } from "../workers/list-workers-query";
import { SEARCH_MIN_LENGTH, searchTextOf } from "./search-text";

// Spec 000 §5: "minimum search text length is a parameter". Every /v1 search query takes the one value.
const SEARCHES: [name: string, schema: z.ZodType, field: string][] = [
  ["GET /v1/companies", ListCompaniesQuerySchema, "q"],
  ["GET /v1/orders", ListOrdersQuerySchema, "q"],
  ["GET /v1/positions", ListPositionsQuerySchema, "q"],
  ["GET /v1/reference/communes", CommuneSearchQuerySchema, "q"],
  ["GET /v1/reference/naf", NafSearchQuerySchema, "q"],
  ["GET /v1/reference/legal-forms", LegalFormsQuerySchema, "q"],
  ["GET /v1/spaces", ListSpacesQuerySchema, "q"],
  ["GET /v1/users", ListUsersQuerySchema, "q"],
  ["GET /v1/workers (names)", ListWorkersQuerySchema, "names"],
  ["GET /v1/workers (favourite job)", ListWorkersQuerySchema, "favorite_job"],
];

const shortest = "é".repeat(SEARCH_MIN_LENGTH);
const tooShort = shortest.slice(1);

describe("one minimum search length for every search (spec 000 §5)", () => {
  it.each(SEARCHES)("%s refuses text under the minimum on its field and takes text of the minimum", (_name, schema, field) => {
    const refused = schema.safeParse({ [field]: ` ${tooShort} ` });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toContain(field);
    expect(schema.safeParse({ [field]: shortest }).success).toBe(true);
  });

  it("sends nothing from a search field holding less than the minimum", () => {
    expect(searchTextOf(` ${tooShort} `)).toBeUndefined();
    expect(searchTextOf(null)).toBeUndefined();
    expect(searchTextOf(` ${shortest} `)).toBe(shortest);
  });
});
