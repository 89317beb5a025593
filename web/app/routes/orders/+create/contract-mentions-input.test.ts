import { describe, expect, it } from "vitest";
import { OrderUpdateSchema } from "#domain/orders/order-schemas";
import { PositionCreateSchema } from "#domain/positions/position-schemas";
import { positionInputFromForm } from "#web/app/routes/positions/+create/position-input";
import { orderInputFromForm, orderUpdateFromForm } from "./order-input";

// The contracts' mentions as the order and position forms post them (decision 0050).

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("the order form's contract mentions", () => {
  it("reads the justification, the person replaced and the trial period as PATCH takes them", () => {
    const input = orderUpdateFromForm(
      form({
        quantity: "1",
        recourse_justification: " Pic de commandes ",
        replaced_person: "Marie Durand, cariste",
        trial_period_days: "2",
      }),
    );
    expect(input).toMatchObject({
      recourse_justification: "Pic de commandes",
      replaced_person: "Marie Durand, cariste",
      trial_period_days: 2,
    });
    expect(OrderUpdateSchema.safeParse(input).success).toBe(true);
  });

  it("clears an emptied mention on edit, keeps a trial period of 0, and refuses a negative one", () => {
    expect(orderUpdateFromForm(form({ quantity: "1", trial_period_days: "0" }))).toMatchObject({
      recourse_justification: null,
      replaced_person: null,
      trial_period_days: 0,
    });
    const negative = orderInputFromForm(form({ trial_period_days: "-1" }));
    expect(OrderUpdateSchema.safeParse({ trial_period_days: negative.trial_period_days }).success).toBe(false);
  });
});

describe("the position form's contract mentions", () => {
  it("reads the risky-job answer and the protective equipment with its supplier", () => {
    const input = positionInputFromForm(
      form({
        title: "Cariste",
        risky_job: "false",
        protective_equipment: "Chaussures de sécurité",
        protective_equipment_supplier: "agency",
      }),
    );
    expect(input).toMatchObject({
      risky_job: false,
      protective_equipment: "Chaussures de sécurité",
      protective_equipment_supplier: "agency",
    });
    expect(PositionCreateSchema.safeParse(input).success).toBe(true);
    expect(positionInputFromForm(form({ title: "Cariste", risky_job: "" }))).not.toHaveProperty("risky_job");
    expect(PositionCreateSchema.safeParse({ title: "Cariste", protective_equipment_supplier: "worker" }).success).toBe(false);
  });
});
