import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  MultipostingCredentialsRefusedError,
  MultipostingRefusedError,
  MultipostingUnavailableError,
  type OutgoingOffer,
} from "#features/multiposting/drivers/multiposting-driver";
import { createTalentplugDriver } from "#features/multiposting/drivers/talentplug-multiposting-driver";
import { createFakeTalentplug, FAKE_PARTNER_KEY, FAKE_TALENTPLUG_PATH, type FakeTalentplug } from "../fakes/fake-talentplug";

// The real Talentplug driver (SOAP SendToUbipostingLite) against a fake Talentplug on loopback: the
// envelope it sends, the boards URL it reads back, the account check, and each fault.

let server: Server;
let baseUrl: string;
let fake: FakeTalentplug;

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
        // No answer ever comes: the connection is held open until our timeout.
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
  fake = createFakeTalentplug();
});

function driver(apiKey = FAKE_PARTNER_KEY) {
  return createTalentplugDriver({ url: `${baseUrl}${FAKE_TALENTPLUG_PATH}`, apiKey, timeoutMs: 400 });
}

const account = { login: "agence-lyon", password: "secret-talentplug" };

function offer(overrides: Partial<OutgoingOffer> = {}): OutgoingOffer {
  return {
    action: "create",
    requestKey: "interim-3-42-0b5e",
    reference: "interim-3-42",
    title: "Cariste H/F <CACES 3> & 5",
    description: "Conduite de chariots.\nHoraires : 2x8.",
    contractType: "temporary_work",
    postalCode: "69007",
    city: "Lyon",
    salaryMin: 12.5,
    salaryMax: 13,
    salaryPeriod: "hour",
    weeklyHours: 35,
    startDate: "2026-09-01",
    releaseDate: "2026-08-20",
    applyUrl: "https://app.interim.example/inscription/lyon?offre=42",
    agencyName: "Intérim Lyon Part-Dieu",
    ...overrides,
  };
}

describe("Talentplug driver: SendToUbipostingLite", () => {
  it("posts one SOAP 1.1 envelope with the partner key, the agency's account and the offer XML, and reads back the boards URL", async () => {
    const { boardsUrl } = await driver().send(account, offer());
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      soapAction: '"http://tempuri.org/SendToUbipostingLite"',
      apiKey: FAKE_PARTNER_KEY,
      login: "agence-lyon",
      password: "secret-talentplug",
    });
    expect(request!.contentType).toMatch(/^text\/xml/);
    // The offer travels as XML text inside the envelope: its markup characters escaped, read back whole.
    expect(request!.xml).toContain("<title>Cariste H/F &lt;CACES 3&gt; &amp; 5</title>");
    expect(request!.xml).toContain("<offerkey_ID>interim-3-42-0b5e</offerkey_ID>");
    expect(request!.xml).toContain("<action>create</action>");
    expect(request!.xml).toContain("<contract>INTERIM</contract>");
    expect(request!.xml).toContain("<url>https://app.interim.example/inscription/lyon?offre=42</url>");
    // The answer's &amp; is read back as the URL's own &.
    expect(boardsUrl).toBe("https://v2.mytalentplug.com/finalisation/interim-3-42-0b5e?jobboards=1&from=ats");
    expect(fake.offers.map((taken) => taken.title)).toEqual(["Cariste H/F <CACES 3> & 5"]);
  });

  it("sends the same request twice as one offer for Talentplug (the request key is the offerkey_ID)", async () => {
    await driver().send(account, offer());
    await driver().send(account, offer());
    expect(fake.requests).toHaveLength(2);
    expect(fake.offers).toHaveLength(1);
  });

  it("checks an account: accepted, or refused with the spec's invalid credentials", async () => {
    await expect(driver().checkCredentials(account)).resolves.toBeUndefined();
    await expect(driver().checkCredentials({ login: "agence-lyon", password: "wrong" })).rejects.toBeInstanceOf(
      MultipostingCredentialsRefusedError,
    );
    await expect(driver().checkCredentials({ login: "unknown", password: "secret-talentplug" })).rejects.toBeInstanceOf(
      MultipostingCredentialsRefusedError,
    );
    // The check sends no offer: nothing is created on Talentplug's side.
    expect(fake.offers).toHaveLength(0);
  });

  it("tells a refused account from a refused offer, and keeps the provider's reason", async () => {
    await expect(driver().send({ ...account, password: "wrong" }, offer())).rejects.toBeInstanceOf(MultipostingCredentialsRefusedError);
    const refused = driver().send(account, offer({ title: "" }));
    await expect(refused).rejects.toBeInstanceOf(MultipostingRefusedError);
    await expect(refused).rejects.toThrow("Champ obligatoire manquant : title");
  });

  it("reads a timeout, a 503 and a server-side SOAP fault as 'try again later'", async () => {
    fake.faults.push({ kind: "timeout" });
    await expect(driver().send(account, offer())).rejects.toBeInstanceOf(MultipostingUnavailableError);
    fake.faults.push({ kind: "status", status: 503 });
    await expect(driver().send(account, offer())).rejects.toBeInstanceOf(MultipostingUnavailableError);
    fake.faults.push({ kind: "server-fault", text: "Erreur interne du serveur" });
    await expect(driver().send(account, offer())).rejects.toBeInstanceOf(MultipostingUnavailableError);
    fake.faults.push({ kind: "timeout" });
    await expect(driver().checkCredentials(account)).rejects.toBeInstanceOf(MultipostingUnavailableError);
  });

  it("reads a refused partner key as our configuration's fault, never as an agency's accepted account", async () => {
    const check = driver("wrong-partner-key").checkCredentials(account);
    await expect(check).rejects.toBeInstanceOf(MultipostingUnavailableError);
    await expect(check).rejects.toThrow(/TALENTPLUG_API_KEY/);
  });

  it("sends again after an answer was lost, and Talentplug still holds one offer", async () => {
    fake.faults.push({ kind: "accept-then-drop" });
    await expect(driver().send(account, offer())).rejects.toBeInstanceOf(MultipostingUnavailableError);
    const { boardsUrl } = await driver().send(account, offer());
    expect(boardsUrl).toContain("finalisation");
    expect(fake.offers).toHaveLength(1);
  });
});
