import { describe, expect, it } from "vitest";
import { sqlWriter } from "#db/sql/sql-text";
import { listWorkersQueries, type ListWorkersOptions } from "#db/workers/list-workers";
import { writtenListOf, writtenShapeCount } from "#db/workers/written-list-statements";

// Queries built once: the usual lists run statements drizzle wrote once per shape, filled
// with each request's values. They must be, to the character and the parameter, what drizzle builds
// for that request; and a shape is written once, whatever the values. (Pages past the first: drizzle
// leaves out an offset of 0, which a written statement keeps as `offset ?` with 0; the libSQL tests
// read first pages through the written statements.)

const NOW = new Date(Date.UTC(2026, 10, 21, 9));

function options(filters: Partial<ListWorkersOptions["filters"]>, extra: Partial<ListWorkersOptions> = {}): ListWorkersOptions {
  return {
    spaceId: 1,
    filters: { archived: false, ...filters },
    sort: { field: "last_name", descending: false },
    page: 2,
    perPage: 25,
    now: NOW,
    ...extra,
  };
}

const LISTS: ListWorkersOptions[] = [
  options({}),
  options({}, { spaceId: 7, page: 3, perPage: 50, now: new Date(NOW.getTime() + 86_400_000) }),
  options({ archived: true }, { sort: { field: "first_name", descending: true } }),
  options({ states: ["candidate"] }),
  options({ states: ["employee", "applicant"] }, { sort: { field: "created_at", descending: true }, page: 2 }),
  options({ names: [["dup"]] }),
  options({ names: [["jean", "dup"], ["élo"]] }, { sort: { field: "first_name", descending: false }, page: 4 }),
  options({ names: [["mart"]] }, { sort: { field: "updated_at", descending: false }, page: 9 }),
  options({ names: [["mart"]], states: ["candidate", "employee"] }),
  options({ transport: [] }, { sort: { field: "distance", descending: false } }),
];

describe("the worker list's statements written once per shape", () => {
  it.each(LISTS.map((list) => [JSON.stringify(list.filters), list.sort.field, list]))(
    "%s by %s: the same text and parameters as drizzle builds",
    (_filters, _sort, list) => {
      const written = writtenListOf(list)!;
      const built = listWorkersQueries(sqlWriter(), list);
      const textAndParams = ({ sql, params }: { sql: string; params: unknown[] }) => ({ sql, params });
      expect(textAndParams(written.cards)).toEqual(textAndParams(built.cards.toSQL()));
      expect(textAndParams(written.count)).toEqual(textAndParams(built.count.toSQL()));
      expect(written.capped).toBe(built.capped);
    },
  );

  it("writes a shape once, whatever its values", () => {
    writtenListOf(options({ states: ["web", "candidate", "employee"] }));
    const shapes = writtenShapeCount();
    for (const spaceId of [2, 3, 4])
      writtenListOf(options({ states: ["applicant", "pre_registered", "supplement_ok"] }, { spaceId, page: spaceId }));
    expect(writtenShapeCount()).toBe(shapes);
    writtenListOf(options({ states: ["web", "candidate", "employee"] }, { sort: { field: "first_name", descending: false } }));
    expect(writtenShapeCount()).toBe(shapes + 1);
  });

  it("leaves the lists whose values shape the statement to drizzle", () => {
    expect(writtenListOf(options({ near: { latitude: 45.76, longitude: 4.83, radiusKm: 10 } }))).toBeUndefined();
    expect(writtenListOf(options({ favoriteJob: "cariste" }))).toBeUndefined();
    expect(writtenListOf(options({ transport: ["car"] }))).toBeUndefined();
    expect(writtenListOf(options({ contact: { email: "a@b.fr" } }))).toBeUndefined();
  });
});
