import { env } from "cloudflare:workers";
import { api } from "./factories";
import { readJson } from "./json";
import { acceptedWorker, dpaeAgency } from "./dpae-factories";

// Mission contracts for the workerd tests: the DPAE's agency and order (first day Monday 7 December 2026
// in Paris), with every mention the contracts need on the space, the order and its position.

export async function contractAgency(options: { permissions?: string[] } = {}) {
  const { space, agent, order } = await dpaeAgency(options);
  const now = Date.now();
  await env.DB.prepare(
    "UPDATE spaces SET financial_guarantor_name = 'Caisse de garantie', financial_guarantor_address = '1 rue de Paris, 75001 Paris', pension_fund = 'Humanis', provident_fund = 'FASTT prévoyance' WHERE id = ?",
  )
    .bind(space.id)
    .run();
  const position = await env.DB.prepare(
    `INSERT INTO positions (space_id, title, qualification, risky_job, protective_equipment, protective_equipment_supplier, skills, created_at, updated_at)
     VALUES (?, 'Cariste', 'Cariste CACES 3', 0, 'Chaussures de sécurité', 'client', '[]', ?, ?) RETURNING id`,
  )
    .bind(space.id, now, now)
    .first<{ id: number }>();
  await env.DB.prepare(
    `UPDATE orders SET position_id = ?, appeal_reason = 'temporary_increase_activity', recourse_justification = 'Commande exceptionnelle de fin d''année',
       trial_period_days = 2, schedules = '8h-12h / 13h-17h', weekly_duration = 35 WHERE id = ?`,
  )
    .bind(position!.id, order.id)
    .run();
  return { space, agent, order, positionId: position!.id };
}

export { acceptedWorker };

export type ContractAnswer = {
  id: number;
  space_id: number;
  order_id: number;
  worker_id: number;
  number: string;
  status: string;
  documents: { audience: string; status: string }[];
  first_day: string;
  due_by: string;
  late: boolean;
  [key: string]: unknown;
};

export async function createContract(token: string, body: unknown) {
  return api("/v1/contracts", { method: "POST", token, json: body });
}

export async function contractOf(token: string, body: unknown) {
  const response = await createContract(token, body);
  if (response.status !== 201) throw new Error(`POST /v1/contracts: ${response.status} ${await response.text()}`);
  return readJson<ContractAnswer>(response);
}
