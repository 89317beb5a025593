import { describe, expect, it } from "vitest";
import { pdfText } from "../confirmation-factories";
import { acceptedWorker, contractAgency, contractOf } from "../contract-factories";
import { api } from "../factories";

// The worker's contrat de mission in each interface language (decision 0055), read back from the PDF;
// the client's contract stays French whatever is asked.

const WORKER_COPIES = {
  es: ["Contrato de misión", "Aumento temporal de actividad", "Indemnización de fin de misión (10 %)", "2 días de trabajo", "se prohíbe"],
  de: ["Einsatzvertrag", "Vorübergehender Arbeitsanstieg", "Einsatzende-Entschädigung (10 %)", "2 Arbeitstage", "nicht verboten"],
  pt: [
    "Contrato de missão",
    "Acréscimo temporário de atividade",
    "Indemnização de fim de missão (10 %)",
    "2 dias de trabalho",
    "não está proibida",
  ],
  it: [
    "Contratto di missione",
    "Aumento temporaneo dell'attività",
    "Indennità di fine missione (10 %)",
    "2 giorni di lavoro",
    "non è vietato",
  ],
} as const;

describe("GET /v1/contracts/{id}/pdf in the worker's language", () => {
  it("writes the worker's copy in Spanish, German, Portuguese and Italian, and the client's in French", async () => {
    const { agent, order, space } = await contractAgency();
    const contract = await contractOf(agent.token, { order_id: order.id, worker_id: await acceptedWorker(space.id, order.id) });
    for (const [lang, mentions] of Object.entries(WORKER_COPIES)) {
      const answer = await api(`/v1/contracts/${contract.id}/pdf?audience=worker&lang=${lang}`, { token: agent.token });
      expect(answer.status, lang).toBe(200);
      expect(answer.headers.get("Content-Language"), lang).toBe(lang);
      const text = await pdfText(await answer.arrayBuffer());
      for (const mention of [...mentions, contract.number, "Humanis", "L1251-30"]) expect(text, `${lang}: ${mention}`).toContain(mention);
      expect(text, lang).not.toContain("Contrat de mission");
    }
    const client = await api(`/v1/contracts/${contract.id}/pdf?audience=client&lang=de`, { token: agent.token });
    expect(client.headers.get("Content-Language")).toBe("fr");
    expect(await pdfText(await client.arrayBuffer())).toContain("Contrat de mise à disposition");
  });
});
