import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, signedInUser } from "../factories";
import { createOffer, multipostingAgency, offerBody, setCredentials, withJobs, type OfferAnswer } from "../job-offer-factories";
import { readJson } from "../json";
import type { ErrorAnswer } from "../worker-factories";

// /v1/spaces/{id}/multiposting (the agency's account, checked and encrypted) and /v1/job-offers
// (create, prefill, list, edit, delete), walled by space and by the multiposting permission.

type SettingsAnswer = { provider: string; configured: boolean; login: string | null; checked_at: string | null };

describe("multiposting credentials per space", () => {
  it("are checked with the provider first: refused (422 on password, nothing saved), then accepted and stored encrypted", async () => {
    const { space, admin } = await multipostingAgency({ credentials: false });
    const before = await readJson<SettingsAnswer>(await api(`/v1/spaces/${space.id}/multiposting`, { token: admin.token }));
    expect(before).toEqual({ provider: "talentplug", configured: false, login: null, checked_at: null });

    const refused = await setCredentials(admin.token, space.id, "agence-lyon", "refused");
    expect(refused.status).toBe(422);
    expect((await readJson<ErrorAnswer>(refused)).error.fields).toEqual([
      { field: "password", reason: "invalid_credentials", message: "Invalid multiposting credentials" },
    ]);
    expect((await readJson<SettingsAnswer>(await api(`/v1/spaces/${space.id}/multiposting`, { token: admin.token }))).configured).toBe(
      false,
    );

    const accepted = await setCredentials(admin.token, space.id, "agence-lyon", "s3cret-Talentplug");
    expect(accepted.status).toBe(200);
    const settings = await readJson<SettingsAnswer>(accepted);
    expect(settings).toMatchObject({ provider: "talentplug", configured: true, login: "agence-lyon" });
    expect(Date.parse(settings.checked_at!)).toBeGreaterThan(Date.now() - 60_000);
    const read = await api(`/v1/spaces/${space.id}/multiposting`, { token: admin.token });
    expect(await read.text()).not.toContain("s3cret");

    const row = await env.DB.prepare("SELECT * FROM multiposting_credentials WHERE space_id = ?")
      .bind(space.id)
      .first<Record<string, string>>();
    expect(row!.key_id).toBe("dev");
    expect(JSON.stringify(row)).not.toContain("s3cret");
    const logged = await env.DB.prepare("SELECT changes FROM activity_logs WHERE schema = 'multiposting_credentials' AND space_id = ?")
      .bind(space.id)
      .all<{ changes: string }>();
    expect(logged.results.map((entry) => entry.changes)).toEqual(['{"login":"agence-lyon"}']);
  });

  it("may be set by the space's administrators and owners only, and read by its multiposting users; another space's are 404", async () => {
    const { space, agent } = await multipostingAgency({ credentials: false });
    const forbidden = await setCredentials(agent.token, space.id, "agence", "secret");
    expect(forbidden.status).toBe(403);
    expect((await readJson<ErrorAnswer>(forbidden)).error.message).toBe("User has no rights");
    expect((await api(`/v1/spaces/${space.id}/multiposting`, { token: agent.token })).status).toBe(200);
    const nobody = await signedInUser({ spaceIds: [space.id], permissions: ["orders"] });
    expect((await api(`/v1/spaces/${space.id}/multiposting`, { token: nobody.token })).status).toBe(403);

    const owner = await signedInUser({ permissions: ["app-admin"] });
    expect((await setCredentials(owner.token, space.id, "agence", "secret")).status).toBe(200);

    const other = await multipostingAgency({ credentials: false });
    expect((await setCredentials(other.admin.token, space.id, "agence", "secret")).status).toBe(404);
    expect((await api(`/v1/spaces/${space.id}/multiposting`, { token: other.agent.token })).status).toBe(404);
    expect((await api(`/v1/spaces/${space.id}/multiposting`, { method: "DELETE", token: other.admin.token })).status).toBe(404);

    // Removed by an administrator: not configured any more, and nothing can be published.
    expect((await api(`/v1/spaces/${space.id}/multiposting`, { method: "DELETE", token: agent.token })).status).toBe(403);
    expect((await api(`/v1/spaces/${space.id}/multiposting`, { method: "DELETE", token: owner.token })).status).toBe(204);
    expect((await readJson<SettingsAnswer>(await api(`/v1/spaces/${space.id}/multiposting`, { token: agent.token }))).configured).toBe(
      false,
    );
  });

  it("refuses a malformed body by field", async () => {
    const { space, admin } = await multipostingAgency({ credentials: false });
    const response = await api(`/v1/spaces/${space.id}/multiposting`, { method: "PUT", token: admin.token, json: { login: "", extra: 1 } });
    expect(response.status).toBe(422);
    expect(((await readJson<ErrorAnswer>(response)).error.fields ?? []).map((field) => field.field).sort()).toEqual([
      "extra",
      "login",
      "password",
    ]);
  });
});

describe("POST /v1/job-offers", () => {
  it("creates a draft and answers it, logged", async () => {
    const { space, agent } = await multipostingAgency();
    const response = await api("/v1/job-offers", {
      method: "POST",
      token: agent.token,
      json: offerBody(space.id, { start_date: "2026-09-01" }),
    });
    expect(response.status).toBe(201);
    const offer = await readJson<OfferAnswer>(response);
    expect(offer).toMatchObject({
      space_id: space.id,
      status: "draft",
      title: "Préparateur de commandes H/F",
      contract_type: "temporary_work",
      postal_code: "69007",
      city: "Lyon",
      salary_min: 12.5,
      salary_max: 13.2,
      salary_period: "hour",
      start_date: "2026-09-01",
      published_at: null,
      pending_action: null,
      applicants_count: 0,
      public_url: null,
      job_boards: [],
    });
    const logged = await env.DB.prepare("SELECT count(*) AS n FROM activity_logs WHERE schema = 'job_offers' AND subject_id = ?")
      .bind(String(offer.id))
      .first<{ n: number }>();
    expect(logged!.n).toBe(1);
  });

  it("names each refused field: missing ones, a salary range upside down, a town too short, an unknown key, a bad postal code", async () => {
    const { space, agent } = await multipostingAgency();
    const missing = await api("/v1/job-offers", { method: "POST", token: agent.token, json: { space_id: space.id } });
    expect(missing.status).toBe(422);
    expect((await readJson<ErrorAnswer>(missing)).error.fields).toEqual(
      ["title", "description", "contract_type", "postal_code", "city"].map((field) => ({ field, reason: "required", message: "required" })),
    );
    const invalid = await api("/v1/job-offers", {
      method: "POST",
      token: agent.token,
      json: offerBody(space.id, { salary_min: 14, salary_max: 12, city: "L", colour: "red" }),
    });
    expect(invalid.status).toBe(422);
    const fields = (await readJson<ErrorAnswer>(invalid)).error.fields ?? [];
    expect(fields.map((field) => field.field).sort()).toEqual(["city", "colour", "salary_max"]);
    expect(fields.find((field) => field.field === "salary_max")?.message).toBe("salary_max_below_min");
    const postalCode = await api("/v1/job-offers", {
      method: "POST",
      token: agent.token,
      json: offerBody(space.id, { postal_code: "6900" }),
    });
    expect((await readJson<ErrorAnswer>(postalCode)).error.fields).toEqual([
      { field: "postal_code", reason: "invalid_regex", message: "postal_code_format" },
    ]);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM job_offers WHERE space_id = ?").bind(space.id).first<{ n: number }>();
    expect(count!.n).toBe(0);
  });

  it("is prefilled from a position (its place) or an order (its contract, hours, pay, first day); the body wins", async () => {
    const { space, agent } = await multipostingAgency();
    const positionAnswer = await api("/v1/positions", {
      method: "POST",
      token: agent.token,
      json: {
        space_id: space.id,
        title: "Cariste CACES 3",
        description: "Chargement de camions.",
        place_zipcode: "69200",
        place_city: "Vénissieux",
        hourly_rate: 13,
      },
    });
    expect(positionAnswer.status).toBe(201);
    const position = await readJson<{ id: number }>(positionAnswer);

    const prefill = await readJson<Record<string, unknown>>(
      await api(`/v1/job-offers/prefill?space_id=${space.id}&position_id=${position.id}`, { token: agent.token }),
    );
    expect(prefill).toMatchObject({
      title: "Cariste CACES 3",
      description: "Chargement de camions.",
      postal_code: "69200",
      city: "Vénissieux",
      salary_min: 13,
      salary_period: "hour",
    });

    const created = await api("/v1/job-offers", {
      method: "POST",
      token: agent.token,
      json: { space_id: space.id, position_id: position.id, contract_type: "temporary_work", title: "Cariste H/F" },
    });
    expect(created.status).toBe(201);
    expect(await readJson<OfferAnswer>(created)).toMatchObject({
      title: "Cariste H/F",
      description: "Chargement de camions.",
      postal_code: "69200",
      city: "Vénissieux",
      position_id: position.id,
      salary_min: 13,
    });

    // An order's terms are read by those who may use orders only.
    const orders = await signedInUser({ spaceIds: [space.id], permissions: ["multiposting", "orders", "order_template_temporary_work"] });
    const company = await readJson<{ id: number }>(
      await api("/v1/companies", {
        method: "POST",
        token: orders.token,
        json: { space_id: space.id, name: "Acme", trade_name: "Acme", address: "1 rue A", zipcode: "69003", city: "Lyon" },
      }),
    );
    const order = await readJson<{ id: number }>(
      await api("/v1/orders", {
        method: "POST",
        token: orders.token,
        json: {
          space_id: space.id,
          company_id: company.id,
          position_id: position.id,
          contract_type: "temporary_work",
          quantity: 2,
          hourly_rate: 12.8,
          weekly_duration: 35,
          periods: [{ starts_at: "2026-12-07T08:00:00+01:00", ends_at: "2026-12-11T17:00:00+01:00" }],
        },
      }),
    );
    const fromOrder = await readJson<Record<string, unknown>>(
      await api(`/v1/job-offers/prefill?space_id=${space.id}&order_id=${order.id}`, { token: orders.token }),
    );
    expect(fromOrder).toMatchObject({
      title: "Cariste CACES 3",
      contract_type: "temporary_work",
      weekly_hours: 35,
      salary_min: 12.8,
      start_date: "2026-12-07",
      order_id: order.id,
      position_id: position.id,
    });
    expect((await api(`/v1/job-offers/prefill?space_id=${space.id}&order_id=${order.id}`, { token: agent.token })).status).toBe(403);

    const other = await multipostingAgency();
    const foreign = await api("/v1/job-offers", {
      method: "POST",
      token: other.agent.token,
      json: { space_id: other.space.id, position_id: position.id },
    });
    expect(foreign.status).toBe(422);
    expect((await readJson<ErrorAnswer>(foreign)).error.fields?.[0]).toMatchObject({ field: "position_id", reason: "not_found" });
  });
});

describe("GET, PATCH and DELETE /v1/job-offers", () => {
  it("lists a space's offers newest first, by status, paged", async () => {
    const { space, agent } = await multipostingAgency();
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) ids.push((await createOffer(agent.token, space.id, { title: `Offre ${index}` })).id);
    await env.DB.prepare("UPDATE job_offers SET status = 'unpublished' WHERE id = ?").bind(ids[0]).run();
    const page = await api(`/v1/job-offers?space_id=${space.id}&per_page=2`, { token: agent.token });
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Total-Count")).toBe("3");
    expect(page.headers.get("Link")).toContain('rel="next"');
    const items = await readJson<OfferAnswer[]>(page);
    expect(items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(items[0]).not.toHaveProperty("description");
    const drafts = await readJson<OfferAnswer[]>(await api(`/v1/job-offers?space_id=${space.id}&status=draft`, { token: agent.token }));
    expect(drafts.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const archived = await readJson<OfferAnswer[]>(
      await api(`/v1/job-offers?space_id=${space.id}&status=unpublished`, { token: agent.token }),
    );
    expect(archived.map((item) => item.id)).toEqual([ids[0]]);
    expect((await api(`/v1/job-offers?space_id=${space.id}&status=archived`, { token: agent.token })).status).toBe(422);
  });

  it("edits with If-Match (412 on a stale version), switches automatic republishing, and deletes (204, then 404)", async () => {
    const { space, agent } = await multipostingAgency();
    const offer = await createOffer(agent.token, space.id);
    const read = await api(`/v1/job-offers/${offer.id}`, { token: agent.token });
    const etag = read.headers.get("ETag")!;
    expect(etag).toMatch(/^"\d+"$/);
    const edited = await api(`/v1/job-offers/${offer.id}`, {
      method: "PATCH",
      token: agent.token,
      headers: { "If-Match": etag },
      json: { title: "Préparateur H/F (nuit)", auto_republish: true },
    });
    expect(edited.status).toBe(200);
    expect(await readJson<OfferAnswer>(edited)).toMatchObject({
      title: "Préparateur H/F (nuit)",
      auto_republish: true,
      next_republish_at: null,
    });
    const stale = await api(`/v1/job-offers/${offer.id}`, {
      method: "PATCH",
      token: agent.token,
      headers: { "If-Match": etag },
      json: { title: "Autre" },
    });
    expect(stale.status).toBe(412);
    const upsideDown = await api(`/v1/job-offers/${offer.id}`, { method: "PATCH", token: agent.token, json: { salary_min: 20 } });
    expect(upsideDown.status).toBe(422);

    const staleDelete = await api(`/v1/job-offers/${offer.id}`, { method: "DELETE", token: agent.token, headers: { "If-Match": etag } });
    expect(staleDelete.status).toBe(412);
    const deleted = await api(`/v1/job-offers/${offer.id}`, { method: "DELETE", token: agent.token });
    expect(deleted.status).toBe(204);
    expect((await api(`/v1/job-offers/${offer.id}`, { token: agent.token })).status).toBe(404);
    expect((await api(`/v1/job-offers/${offer.id}`, { method: "DELETE", token: agent.token })).status).toBe(404);
  });

  it("walls every route by space (404) and by the multiposting permission (403 'User has no rights')", async () => {
    const { space, agent } = await multipostingAgency();
    const offer = await createOffer(agent.token, space.id);
    const stranger = await multipostingAgency();
    const paths: [string, string][] = [
      ["GET", `/v1/job-offers/${offer.id}`],
      ["PATCH", `/v1/job-offers/${offer.id}`],
      ["DELETE", `/v1/job-offers/${offer.id}`],
      ["POST", `/v1/job-offers/${offer.id}/publish`],
      ["POST", `/v1/job-offers/${offer.id}/unpublish`],
      ["POST", `/v1/job-offers/${offer.id}/republish`],
      ["GET", `/v1/job-offers/${offer.id}/applicants`],
      ["GET", `/v1/job-offers?space_id=${space.id}`],
    ];
    for (const [method, path] of paths) {
      const response = await api(path, { method, token: stranger.agent.token, json: method === "PATCH" ? { title: "Volée" } : undefined });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const created = await api("/v1/job-offers", { method: "POST", token: stranger.agent.token, json: offerBody(space.id) });
    expect(created.status).toBe(404);

    const withoutPermission = await signedInUser({ spaceIds: [space.id], permissions: ["orders", "space-users"] });
    for (const [method, path] of paths) {
      const response = await api(path, { method, token: withoutPermission.token, json: method === "PATCH" ? { title: "x" } : undefined });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await readJson<ErrorAnswer>(response)).error.message).toBe("User has no rights");
    }
    expect((await readJson<OfferAnswer>(await api(`/v1/job-offers/${offer.id}`, { token: agent.token }))).title).toBe(offer.title);
  });

  it("deleting a published offer asks the provider to withdraw it", async () => {
    const { space, agent } = await multipostingAgency();
    const offer = await createOffer(agent.token, space.id);
    await env.DB.prepare("UPDATE job_offers SET status = 'published', published_at = ?, multiposting_ref = ? WHERE id = ?")
      .bind(Date.now(), `interim-${space.id}-${offer.id}`, offer.id)
      .run();
    const { response, jobs } = await withJobs(() => api(`/v1/job-offers/${offer.id}`, { method: "DELETE", token: agent.token }));
    expect(response.status).toBe(204);
    expect(jobs).toEqual([
      {
        type: "multiposting.withdraw",
        version: 1,
        payload: { space_id: space.id, job_offer_id: offer.id, reference: `interim-${space.id}-${offer.id}`, title: offer.title },
      },
    ]);
  });
});
