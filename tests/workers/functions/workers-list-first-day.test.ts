import { beforeAll, describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { createWorker } from "../worker-factories";
import { readJson } from "../json";

// decision 0016: the card shows the availability that matched the date filter (else the
// current or next one), and the search box finds a worker from a phone number or an e-mail.

type Summary = { id: number; last_name: string; current_availability: { status: string; from: string; to: string } | null };

let token: string;
let spaceId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const space = await createSpace({ name: "Intérim Villeurbanne" });
  spaceId = space.id;
  token = (await signedInUser({ spaceIds: [space.id] })).token;
  ids.caron = (
    await createWorker(token, spaceId, { last_name: "Caron", mobile_phone_number: "06 71 23 45 67", email: "Paul.Caron@Exemple.fr" })
  ).id;
  ids.lemaire = (
    await createWorker(token, spaceId, {
      last_name: "Lemaire",
      mobile_phone_number: null,
      email: "lemaire@exemple.fr",
      phone_number: "04 78 98 76 54",
    })
  ).id;
  // Caron: available now until 28/11, then unavailable, then available over the week searched.
  const add = (id: number, status: string, from?: string, to?: string) =>
    api(`/v1/workers/${id}/availabilities`, { method: "POST", token, json: { status, ...(from ? { from, to } : {}) } });
  expect((await add(ids.caron, "available")).status).toBe(201);
  expect((await add(ids.caron, "available", "2034-11-30", "2034-12-06")).status).toBe(201);
  expect((await add(ids.caron, "unavailable", "2034-11-20", "2034-11-28")).status).toBe(201);
  // Lemaire: nothing now, a later availability only.
  expect((await add(ids.lemaire, "contract", "2034-12-01", "2034-12-03")).status).toBe(201);
});

async function list(query: string) {
  const response = await api(`/v1/workers?space_id=${spaceId}&${query}`, { token });
  expect(response.status, query).toBe(200);
  return await readJson<Summary[]>(response);
}

describe("the availability a card shows", () => {
  it("is the one that matched the date filter, not the current one", async () => {
    const [caron] = await list("names=caron&availability_status=available&available_from=2034-11-30&available_to=2034-12-06");
    expect(caron!.current_availability).toMatchObject({ status: "available" });
    expect(caron!.current_availability!.from.slice(0, 10)).toBe("2034-11-29"); // Paris midnight, in UTC
  });

  it("is the first of the matching statuses over the period", async () => {
    const [lemaire] = await list("names=lemaire&availability_status=contract&available_from=2034-11-25&available_to=2034-12-10");
    expect(lemaire!.current_availability).toMatchObject({ status: "contract" });
  });

  it("without a date filter, is the current one, else the next one", async () => {
    const [caron] = await list("names=caron");
    expect(caron!.current_availability!.status).toBe("available");
    expect(new Date(caron!.current_availability!.from).getTime()).toBeLessThanOrEqual(Date.now());
    const [lemaire] = await list("names=lemaire");
    expect(lemaire!.current_availability).toMatchObject({ status: "contract" });
    expect(lemaire!.current_availability!.from.slice(0, 4)).toBe("2034");
  });
});

describe("finding a worker by phone or e-mail", () => {
  it("reads a mobile in any usual writing", async () => {
    for (const typed of ["06 71 23 45 67", "0671234567", "+33 6 71 23 45 67", "06.71.23.45.67", "0033671234567"]) {
      expect(
        (await list(`contact=${encodeURIComponent(typed)}`)).map((row) => row.last_name),
        typed,
      ).toEqual(["Caron"]);
    }
  });

  it("finds a landline and an e-mail, whatever its case", async () => {
    expect((await list(`contact=${encodeURIComponent("04 78 98 76 54")}`)).map((row) => row.id)).toEqual([ids.lemaire]);
    expect((await list(`contact=${encodeURIComponent("PAUL.caron@exemple.FR")}`)).map((row) => row.id)).toEqual([ids.caron]);
    expect(await list(`contact=${encodeURIComponent("06 00 00 00 01")}`)).toEqual([]);
  });

  it("refuses what is neither a number nor an e-mail", async () => {
    const response = await api(`/v1/workers?space_id=${spaceId}&contact=caron`, { token });
    expect(response.status).toBe(422);
  });
});
