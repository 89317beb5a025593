import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { acceptedMission, CONFIRMATION_PERMISSIONS, pdfText } from "../confirmation-factories";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";
import { ORDER_AGENT_PERMISSIONS, poolOf, propose } from "../order-factories";
import type { ErrorAnswer } from "../worker-factories";

// Mission confirmation PDFs (decision 0031): the client's and the worker's copies, read
// back from the PDF's text layer, with every part the issue names.

function confirmationPath(orderId: number, workerId: number, query = "") {
  return `/v1/orders/${orderId}/workers/${workerId}/confirmation${query}`;
}

describe("GET /v1/orders/{id}/workers/{worker_id}/confirmation", () => {
  it("the client's copy names the parties, position, periods, rate and coefficient, schedules, comment and references", async () => {
    const { agent, order, worker, space } = await acceptedMission();
    const answer = await api(confirmationPath(order.id, worker.id, "?for=client"), { token: agent.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    const reference = `CO-${String(order.number).padStart(6, "0")}`;
    const workerReference = `PE-${String(worker.id).padStart(6, "0")}`;
    expect(answer.headers.get("Content-Disposition")).toContain(
      `filename="Confirmation de mission ${reference} ${workerReference} (Exemplaire client).pdf"`,
    );
    const text = await pdfText(await answer.arrayBuffer());
    for (const part of [
      "Confirmation de mission",
      "Exemplaire client",
      reference,
      workerReference,
      // The agency (the space), the client and its contact, the worker.
      space.name,
      "5 place Bellecour",
      "69002 Lyon",
      "73282932000074",
      "Acme Logistique",
      "12 rue de la République",
      "55210055400013",
      "Claire Fontaine",
      "Karim Benali",
      // The position, where, the tasks, the schedules and the weekly hours.
      "Cariste",
      "CACES R489 cat. 3",
      "40 avenue Tony Garnier, 69007 Lyon",
      "Préparation de commandes",
      "8h-12h / 13h-17h",
      "35 h",
      // The two periods, Paris time, day/month in French.
      "07/12/2026 08:00",
      "07/12/2026 17:00",
      "08/12/2026 08:00",
      "11/12/2026 18:00",
      // The rate and, for the client only, the coefficient.
      "12,50 € / h",
      "Coefficient",
      "1,85",
      "Se présenter à l'accueil avec ses chaussures de sécurité.",
    ]) {
      expect(text, part).toContain(part);
    }
    // The worker's home address is not the client's business.
    expect(text).not.toContain("14 rue Paul Bert");
  });

  it("the worker's copy has their address and no coefficient; English when asked, with OR / WO and month/day", async () => {
    const { agent, order, worker } = await acceptedMission();
    const french = await pdfText(
      await (await api(confirmationPath(order.id, worker.id, "?for=worker"), { token: agent.token })).arrayBuffer(),
    );
    expect(french).toContain("Exemplaire intérimaire");
    expect(french).toContain("14 rue Paul Bert");
    expect(french).toContain("12,50 € / h");
    expect(french).not.toContain("Coefficient");
    expect(french).not.toContain("1,85");

    const answer = await api(confirmationPath(order.id, worker.id, "?for=worker"), {
      token: agent.token,
      headers: { "Accept-Language": "en-GB,en;q=0.9" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Language")).toBe("en");
    const english = await pdfText(await answer.arrayBuffer());
    for (const part of [
      "Mission confirmation",
      "Temporary worker's copy",
      `OR-${String(order.number).padStart(6, "0")}`,
      `WO-${String(worker.id).padStart(6, "0")}`,
      "12/07/2026 08:00",
      "12/11/2026 18:00",
      "€12.50 / h",
      "Place of work",
    ]) {
      expect(english, part).toContain(part);
    }
    const german = await pdfText(
      await (await api(confirmationPath(order.id, worker.id, "?for=worker&lang=de"), { token: agent.token })).arrayBuffer(),
    );
    expect(german).toContain("Einsatzbestätigung");
  });

  it("answers the spec's PDF download error for a worker not accepted, 404 for one never proposed or another space's", async () => {
    const { agent, order, space } = await acceptedMission({ order: { quantity: 2 } });
    const [waiting, stranger] = await poolOf(space.id, 2);
    expect((await propose(agent.token, order.id, [waiting!.id])).status).toBe(202);
    const refused = await api(confirmationPath(order.id, waiting!.id), { token: agent.token });
    expect(refused.status).toBe(422);
    expect((await readJson<ErrorAnswer>(refused)).error).toMatchObject({
      message: "PDF download error",
      fields: [{ field: "worker_id", reason: "not_accepted", message: "PDF download error" }],
    });
    expect((await api(confirmationPath(order.id, stranger!.id), { token: agent.token })).status).toBe(404);

    const elsewhere = await signedInUser({ spaceIds: [(await createSpace()).id], permissions: CONFIRMATION_PERMISSIONS });
    expect((await api(confirmationPath(order.id, waiting!.id), { token: elsewhere.token })).status).toBe(404);
  });

  it("a withdrawn worker or a cancelled order has no confirmation", async () => {
    const { agent, order, worker } = await acceptedMission();
    await api(`/v1/orders/${order.id}/cancel`, { method: "POST", token: agent.token });
    const cancelled = await api(confirmationPath(order.id, worker.id), { token: agent.token });
    expect(cancelled.status).toBe(422);
    expect((await readJson<ErrorAnswer>(cancelled)).error.fields?.[0]?.reason).toBe("order_cancelled");

    const other = await acceptedMission();
    await api(`/v1/orders/${other.order.id}/workers/${other.worker.id}/attribution`, { method: "DELETE", token: other.agent.token });
    const withdrawn = await api(confirmationPath(other.order.id, other.worker.id), { token: other.agent.token });
    expect((await readJson<ErrorAnswer>(withdrawn)).error.fields?.[0]?.reason).toBe("not_accepted");
  });

  it("needs jobs-delegate besides orders (spec 000 §6)", async () => {
    const { order, worker, space } = await acceptedMission();
    const ordersOnly = await signedInUser({ spaceIds: [space.id], permissions: ORDER_AGENT_PERMISSIONS });
    const refused = await api(confirmationPath(order.id, worker.id), { token: ordersOnly.token });
    expect(refused.status).toBe(403);
    expect((await readJson<ErrorAnswer>(refused)).error.message).toBe("User has no rights");
    const delegateOnly = await signedInUser({ spaceIds: [space.id], permissions: ["jobs-delegate"] });
    expect((await api(confirmationPath(order.id, worker.id), { token: delegateOnly.token })).status).toBe(403);
    expect(
      (
        await api(confirmationPath(order.id, worker.id, "?for=both"), {
          token: (await signedInUser({ spaceIds: [space.id], permissions: CONFIRMATION_PERMISSIONS })).token,
        })
      ).status,
    ).toBe(422);
  });

  it("lays many periods out on several pages, each one in the text", async () => {
    // Twelve periods (creating an order binds each period's values: more than about a dozen at once
    // overflows D1's 100 bound parameters, a limit of order creation noted in decision 0031) and long tasks.
    const periods = Array.from({ length: 12 }, (_, day) => {
      const date = new Date(Date.UTC(2027, 0, 4 + day));
      const iso = date.toISOString().slice(0, 10);
      return { starts_at: `${iso}T08:00:00+01:00`, ends_at: `${iso}T17:00:00+01:00` };
    });
    const tasks = Array.from({ length: 40 }, (_, index) => `Tâche ${index + 1} : préparation, chargement et contrôle des palettes.`).join(
      " ",
    );
    const { agent, order, worker } = await acceptedMission({ order: { periods, tasks } });
    const bytes = await (await api(confirmationPath(order.id, worker.id), { token: agent.token })).arrayBuffer();
    // pdf.js takes the buffer it reads: each reading gets its own copy.
    expect((await getDocumentProxy(new Uint8Array(bytes.slice(0)))).numPages).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    expect(text).toContain("04/01/2027 08:00");
    expect(text).toContain("15/01/2027 17:00");
    expect(text).toContain("Tâche 40 : préparation");
  });
});
