import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { createWorker } from "../worker-factories";
import { readJson } from "../json";

// decision 0016: an activity-log entry names its subject by its current name, not its number.

type Log = { title: string; schema: string; subject_id: string | null; subject_name: string | null };

describe("/v1/activity-logs subjects", () => {
  it("names the worker, company and space an entry is about", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const space = await createSpace({ name: "Intérim Bron" });
    const worker = await createWorker(owner.token, space.id, { first_name: "Nadia", last_name: "Ferrand" });
    expect(
      (await api(`/v1/workers/${worker.id}/availabilities`, { method: "POST", token: owner.token, json: { status: "available" } })).status,
    ).toBe(201);
    const company = await api("/v1/companies", {
      method: "POST",
      token: owner.token,
      json: { name: "Transports Ferrand", trade_name: "TF", space_id: space.id, address: "1 rue de Lyon", zipcode: "69500", city: "Bron" },
    });
    const companyId = (await readJson<{ id: number }>(company)).id;
    await api(`/v1/spaces/${space.id}`, { method: "PATCH", token: owner.token, json: { city: "Bron" } });

    const logs = await readJson<Log[]>(await api(`/v1/activity-logs?user_id=${owner.id}&per_page=20`, { token: owner.token }));
    const about = (schema: string, id: number) => logs.filter((log) => log.schema === schema && log.subject_id === String(id));
    expect(about("workers", worker.id).map((log) => [log.title, log.subject_name])).toEqual([
      ["Availability recorded", "Nadia Ferrand"],
      ["Worker created", "Nadia Ferrand"],
    ]);
    expect(about("companies", companyId)[0]!.subject_name).toBe("Transports Ferrand");
    expect(about("spaces", space.id)[0]!.subject_name).toBe("Intérim Bron");
  });
});
