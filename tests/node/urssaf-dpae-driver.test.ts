import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildDpaeXml } from "#domain/dpae/build-dpae-xml";
import { SAMPLE_DPAE_DECLARATION } from "#tests/fixtures/dpae-declaration";
import { DpaeNotSentError, DpaeOutcomeUnknownError } from "#features/dpae/drivers/dpae-driver";
import { createLocalDpaeDriver } from "#features/dpae/drivers/local-dpae-driver";
import { createUrssafDpaeDriver } from "#features/dpae/drivers/urssaf-dpae-driver";
import { createFakeUrssaf, type FakeUrssaf } from "../fakes/fake-urssaf-dpae";

// the real URSSAF driver against a fake URSSAF on loopback, and the local driver.

let server: Server;
let baseUrl: string;
let fake: FakeUrssaf;

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const body = Buffer.concat(chunks);
      const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
        method: incoming.method,
        headers: incoming.headers as Record<string, string>,
        body: body.length > 0 ? body : undefined,
      });
      try {
        const response = await fake.handle(request);
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      } catch {
        // URSSAF took the deposit and its answer never comes: the connection is held open until our timeout.
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  fake = createFakeUrssaf();
});

function driver(password = "secret-urssaf") {
  return createUrssafDpaeDriver({
    authUrl: `${baseUrl}/authentifier_dpae`,
    depositUrl: `${baseUrl}/deposer-dsn/1.0/`,
    returnsUrl: `${baseUrl}/lister-retours-flux/2.0/`,
    credentials: { siret: "73282932000074", lastName: "DUPONT", firstName: "MARIE", password },
    timeoutMs: 500,
  });
}

const declaration = SAMPLE_DPAE_DECLARATION;
const xml = buildDpaeXml(declaration);

describe("URSSAF DPAE driver", () => {
  it("authenticates (service 25), then deposits the gzipped ISO-8859-1 XML with the DSNLogin token and answers the flow id", async () => {
    const { flowId } = await driver().deposit(xml);
    expect(fake.authRequests).toHaveLength(1);
    expect(fake.authRequests[0]).toContain("<siret>73282932000074</siret><nom>DUPONT</nom><prenom>MARIE</prenom>");
    expect(fake.deposits).toHaveLength(1);
    const [deposit] = fake.deposits;
    expect(flowId).toBe(deposit!.flowId);
    expect(deposit).toMatchObject({ contentType: "application/xml", contentEncoding: "gzip" });
    // gzip magic bytes, and the accented town arrived as one ISO-8859-1 byte (0xE8), not UTF-8's two.
    expect([...deposit!.gzipped.slice(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(deposit!.xml).toBe(xml);
    expect(deposit!.xml).toContain("GENEVE");
    expect(deposit!.xml).toContain("INTERIM LYON");
  });

  it("reads the returns: none yet, a receipt, then the certificate; a rejection with URSSAF's message", async () => {
    const { flowId } = await driver().deposit(xml);
    expect(await driver().returns(flowId)).toEqual({ state: "waiting", message: null, returns: [] });
    fake.setOutcome(flowId, "receipt");
    expect(await driver().returns(flowId)).toMatchObject({ state: "acknowledged", returns: [{ kind: "acknowledgement" }] });
    fake.setOutcome(flowId, "accepted");
    const accepted = await driver().returns(flowId);
    expect(accepted).toMatchObject({ state: "accepted", message: `CERT-${flowId}` });
    expect(accepted.returns.map((item) => item.kind)).toEqual(["acknowledgement", "certificate"]);
    expect(accepted.returns[1]!.raw_payload).toContain("<etat_conformite>OK</etat_conformite>");

    const second = await driver().deposit(xml);
    fake.setOutcome(second.flowId, { rejected: "NIR inconnu au répertoire" });
    expect(await driver().returns(second.flowId)).toMatchObject({ state: "rejected", message: "NIR inconnu au répertoire" });
  });

  it("never sends the token to another host a returns list names", async () => {
    const { flowId } = await driver().deposit(xml);
    fake.setOutcome(flowId, "accepted");
    fake.foreignReturnFor.add(flowId);
    await expect(driver().returns(flowId)).rejects.toThrow(/another host/);
  });

  it("calls a failed authentication, a 503 or a 429 on the deposit 'not sent' (safe to retry)", async () => {
    fake.faults.push({ kind: "status", status: 500, on: "auth" });
    await expect(driver().deposit(xml)).rejects.toBeInstanceOf(DpaeNotSentError);
    await expect(driver("wrong").deposit(xml)).rejects.toBeInstanceOf(DpaeNotSentError);
    fake.faults.push({ kind: "status", status: 503, on: "deposit" }, { kind: "status", status: 429, on: "deposit" });
    await expect(driver().deposit(xml)).rejects.toBeInstanceOf(DpaeNotSentError);
    await expect(driver().deposit(xml)).rejects.toBeInstanceOf(DpaeNotSentError);
    expect(fake.deposits).toHaveLength(0);
  });

  it("calls a timeout after URSSAF took the deposit, and a 500 on it, 'outcome unknown'", async () => {
    fake.faults.push({ kind: "accept-then-drop" });
    await expect(driver().deposit(xml)).rejects.toBeInstanceOf(DpaeOutcomeUnknownError);
    expect(fake.deposits).toHaveLength(1);
    fake.faults.push({ kind: "status", status: 500, on: "deposit" });
    await expect(driver().deposit(xml)).rejects.toBeInstanceOf(DpaeOutcomeUnknownError);
  });
});

describe("local DPAE driver", () => {
  it("checks the XML, then answers a receipt and, later, the certificate", async () => {
    // A driver per run, as each job or cron run makes one at its own instant.
    const at = new Date("2026-11-24T10:00:00Z");
    const { flowId } = await createLocalDpaeDriver({ now: at }).deposit(xml);
    expect(await createLocalDpaeDriver({ now: at }).returns(flowId)).toMatchObject({
      state: "acknowledged",
      returns: [{ kind: "acknowledgement" }],
    });
    const final = await createLocalDpaeDriver({ now: new Date(at.getTime() + 120_000) }).returns(flowId);
    expect(final.state).toBe("accepted");
    expect(final.message).toMatch(/^DPAE.+LOCAL$/);
  });

  it("rejects like URSSAF a NIR that does not match the birth date, and refuses a broken XML at the deposit", async () => {
    const at = new Date("2026-11-24T10:00:00Z");
    const local = createLocalDpaeDriver({ now: at });
    const { flowId } = await local.deposit(
      buildDpaeXml({ ...declaration, employee: { ...declaration.employee, birthDate: "1996-10-12" } }),
    );
    expect(await createLocalDpaeDriver({ now: new Date(at.getTime() + 120_000) }).returns(flowId)).toMatchObject({
      state: "rejected",
      message: "Le NIR ne correspond pas à la date de naissance ou au sexe du salarié",
    });
    await expect(local.deposit(xml.replace("<rxpers:FR_NNI.NIRKey.Text>93<", "<rxpers:FR_NNI.NIRKey.Text>94<"))).rejects.toThrow(
      /clé du NIR/,
    );
    await expect(local.deposit(xml.replace(/<FR_Contract.Nature.Code>.*<\/FR_Contract.Nature.Code>/, ""))).rejects.toThrow(
      /FR_Contract.Nature.Code absent/,
    );
  });
});
