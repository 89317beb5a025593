import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";

describe("GET /v1/users/permissions", () => {
  it("answers the permission list and the subject id (spec §7)", async () => {
    const user = await signedInUser({ permissions: ["orders", "jobs-delegate"] });
    const response = await api("/v1/users/permissions", { token: user.token });
    expect(await response.json()).toEqual({ permissions: ["jobs-delegate", "orders"], subject_id: user.id });
  });

  it("answers 401 without a token or with a forged one", async () => {
    expect((await api("/v1/users/permissions")).status).toBe(401);
    expect((await api("/v1/users/permissions", { token: "forged-token-value" })).status).toBe(401);
  });
});

describe("GET /v1/spaces", () => {
  it("shows a user only their own spaces", async () => {
    const mine = await createSpace();
    await createSpace();
    const user = await signedInUser({ spaceIds: [mine.id] });
    const response = await api("/v1/spaces?deleted_at=false", { token: user.token });
    const spaces = await readJson<{ id: number }[]>(response);
    expect(spaces.map((space) => space.id)).toEqual([mine.id]);
  });

  it("shows an owner every space, filters deleted ones, and paginates with an RFC 8288 Link header", async () => {
    const prefix = `Zz${crypto.randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 5; i++) await createSpace({ name: `${prefix} ${i}` });
    const deleted = await createSpace({ name: `${prefix} deleted`, deleted: true });
    const owner = await signedInUser({ permissions: ["app-admin"] });

    const first = await api("/v1/spaces?deleted_at=false&per_page=2", { token: owner.token });
    expect(first.status).toBe(200);
    const total = Number(first.headers.get("X-Total-Count"));
    const last = Math.ceil(total / 2);
    const link = first.headers.get("Link") ?? "";
    expect(link).toContain(`per_page=2&page=1>; rel="first"`);
    expect(link).toContain(`page=2>; rel="next"`);
    expect(link).toContain(`page=${last}>; rel="last"`);
    expect(link).not.toContain(`rel="prev"`);

    const pages = await Promise.all(
      Array.from({ length: last }, (_, i) =>
        api(`/v1/spaces?deleted_at=false&per_page=2&page=${i + 1}`, { token: owner.token }).then((response) =>
          readJson<{ id: number; name: string }[]>(response),
        ),
      ),
    );
    const merged = pages.flat();
    expect(merged).toHaveLength(total);
    expect(merged.filter((space) => space.name.startsWith(prefix))).toHaveLength(5);
    expect(merged.some((space) => space.id === deleted.id)).toBe(false);

    const onlyDeleted = await api("/v1/spaces?deleted_at=true&per_page=100", { token: owner.token });
    const deletedIds = (await readJson<{ id: number }[]>(onlyDeleted)).map((space) => space.id);
    expect(deletedIds).toContain(deleted.id);
  });

  it("refuses a page size over the limit, naming the parameter", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const response = await api("/v1/spaces?per_page=5000", { token: owner.token });
    expect(response.status).toBe(422);
    const body = await readJson<{ error: { fields: { field: string }[] } }>(response);
    expect(body.error.fields.map((field) => field.field)).toContain("query.per_page");
  });
});
