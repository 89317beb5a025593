import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { fieldsOf, workerBody, type ErrorAnswer } from "../worker-factories";

// decision 0017: one way to resolve the space a request works in. Every list and
// creation that takes a space_id answers the same: a deleted space is 404 (422 on space_id for a
// worker's creation, the spec's "invalid agency/space id"), owners included; a caller of several
// spaces who names none gets one 422 naming the parameter.

const COMPANY = { name: "Filature", trade_name: "F", address: "3 rue Nationale", zipcode: "59000", city: "Lille" };

describe("the space a request works in", () => {
  it("a deleted space is refused the same way on every list and creation, to its members and to an owner", async () => {
    const deleted = await createSpace({ deleted: true });
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const member = await signedInUser({ permissions: ["company_search_filters"], spaceIds: [deleted.id] });
    for (const caller of [owner, member]) {
      for (const path of [
        `/v1/workers?space_id=${deleted.id}`,
        `/v1/companies?space_id=${deleted.id}`,
        `/v1/competence-checks?space_id=${deleted.id}`,
      ]) {
        expect((await api(path, { token: caller.token })).status, `${caller.email} GET ${path}`).toBe(404);
      }
      const company = await api("/v1/companies", { method: "POST", token: caller.token, json: { ...COMPANY, space_id: deleted.id } });
      expect(company.status, "company creation").toBe(404);
      const worker = await api("/v1/workers", { method: "POST", token: caller.token, json: workerBody(deleted.id) });
      expect(worker.status, "worker creation").toBe(422);
      expect(await fieldsOf(worker)).toEqual(["space_id"]);
    }
  });

  it("a space that does not exist is 404 to an owner's list, as to anyone's", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    for (const path of ["/v1/workers?space_id=999999999", "/v1/companies?space_id=999999999"]) {
      expect((await api(path, { token: owner.token })).status, path).toBe(404);
    }
  });

  it("a caller of several spaces who names none gets the same 422 from each list", async () => {
    const [lyon, lille] = [await createSpace(), await createSpace()];
    const both = await signedInUser({ spaceIds: [lyon.id, lille.id] });
    for (const path of ["/v1/workers", "/v1/companies", "/v1/competence-checks"]) {
      const response = await api(path, { token: both.token });
      expect(response.status, path).toBe(422);
      expect(((await response.json()) as ErrorAnswer).error.fields, path).toEqual([
        { field: "query.space_id", reason: "required", message: "space_id_required" },
      ]);
    }
  });
});

describe("the body limit of every sub-app", () => {
  it("counts a chunked body as it arrives: over 1 MB is 413 even without Content-Length", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const chunk = new TextEncoder().encode(`{"space_id":${space.id},"last_name":"${"x".repeat(600_000)}`);
    const streamed = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(chunk);
          controller.enqueue(chunk);
          controller.close();
        },
      });
    for (const path of ["/v1/workers", "/v1/companies", "/v1/auth/login"]) {
      const response = await api(path, {
        method: "POST",
        token: agent.token,
        body: streamed(),
        headers: { "Content-Type": "application/json" },
      });
      expect(response.status, path).toBe(413);
      expect(((await response.json()) as ErrorAnswer).error.code, path).toBe("payload_too_large");
    }
  });
});
