import { env } from "cloudflare:workers";
import { extractText, getDocumentProxy } from "unpdf";
import { expect } from "vitest";
import type { Permission } from "#domain/auth/permissions";
import { api } from "./factories";
import { readJson } from "./json";
import { createOrder, ORDER_AGENT_PERMISSIONS, orderAgency, orderBody, propose } from "./order-factories";
import { createWorker, uniqueEmail } from "./worker-factories";

// An accepted worker on a full order, for the mission confirmation and voucher tests.

export const CONFIRMATION_PERMISSIONS: Permission[] = [...ORDER_AGENT_PERMISSIONS, "jobs-delegate"];

export async function acceptedMission(
  options: { permissions?: Permission[]; order?: Record<string, unknown>; worker?: Record<string, unknown> } = {},
) {
  const { space, agent, company } = await orderAgency({ permissions: options.permissions ?? CONFIRMATION_PERMISSIONS });
  await env.DB.prepare("UPDATE spaces SET address = ?, zipcode = ?, city = ?, phone = ?, siret = ? WHERE id = ?")
    .bind("5 place Bellecour", "69002", "Lyon", "04 72 00 00 00", "73282932000074", space.id)
    .run();
  await env.DB.prepare("UPDATE companies SET siret = ? WHERE id = ?").bind("55210055400013", company.id).run();
  const contactEmail = uniqueEmail("contact");
  const contactAnswer = await api(`/v1/companies/${company.id}/contacts`, {
    method: "POST",
    token: agent.token,
    json: { first_name: "Claire", last_name: "Fontaine", email: contactEmail },
  });
  expect(contactAnswer.status).toBe(201);
  const contact = await readJson<{ id: number }>(contactAnswer);
  const positionAnswer = await api("/v1/positions", {
    method: "POST",
    token: agent.token,
    json: {
      space_id: space.id,
      company_id: company.id,
      title: "Cariste",
      qualification: "CACES R489 cat. 3",
      place_address: "40 avenue Tony Garnier",
      place_zipcode: "69007",
      place_city: "Lyon",
    },
  });
  expect(positionAnswer.status).toBe(201);
  const position = await readJson<{ id: number }>(positionAnswer);
  const order = await createOrder(
    agent.token,
    orderBody(space.id, company.id, {
      quantity: 1,
      attribution_mode: "manual",
      contact_id: contact.id,
      position_id: position.id,
      schedules: "8h-12h / 13h-17h",
      weekly_duration: 35,
      tasks: "Préparation de commandes",
      confirmation_comment: "Se présenter à l'accueil avec ses chaussures de sécurité.",
      ...options.order,
    }),
  );
  const worker = await createWorker(agent.token, space.id, {
    first_name: "Karim",
    last_name: "Benali",
    postal_address: "14 rue Paul Bert",
    postal_code: "69003",
    postal_city: "Lyon",
    ...options.worker,
  });
  expect((await propose(agent.token, order.id, [worker.id])).status).toBe(202);
  const attributed = await api(`/v1/orders/${order.id}/workers/${worker.id}/attribution`, { method: "POST", token: agent.token });
  expect(attributed.status).toBe(200);
  return { space, agent, company, contact, contactEmail, position, order, worker };
}

/** A PDF's text, pages joined. */
export async function pdfText(bytes: ArrayBuffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
