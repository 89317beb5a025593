import { describe, expect, it } from "vitest";
import { OrderCreateSchema } from "#domain/orders/order-schemas";
import { fieldMessageOf, fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { OrderEditSchema, orderInputFromForm, orderUpdateFromForm } from "./order-input";

function formOf(entries: [string, string][]) {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return formData;
}

describe("the order form as POST /v1/orders takes it", () => {
  it("reads Paris wall times as instants, decimals with a comma, options as booleans, and the reminder only when on", () => {
    const input = orderInputFromForm(
      formOf([
        ["company_id", "7"],
        ["contract_type", "temporary_work"],
        ["quantity", "2"],
        ["hourly_rate", "12,50"],
        ["coefficient", "1.85"],
        ["periods.0.starts_at", "2026-12-07T08:00"],
        ["periods.0.ends_at", "2026-12-07T17:00"],
        ["periods.1.starts_at", "2026-07-08T08:00"],
        ["periods.1.ends_at", "2026-07-08T17:00"],
        ["anonymous_client", "on"],
        ["reminder_hours_before", "12"],
        ["attribution_mode", "manual"],
      ]),
    );
    expect(input).toMatchObject({
      company_id: 7,
      quantity: 2,
      hourly_rate: 12.5,
      coefficient: 1.85,
      anonymous_client: true,
      auto_reminder: false,
    });
    expect(input).not.toHaveProperty("reminder_hours_before");
    // Winter (UTC+1) and summer (UTC+2) in Paris.
    expect(input.periods).toEqual([
      { starts_at: "2026-12-07T07:00:00.000Z", ends_at: "2026-12-07T16:00:00.000Z" },
      { starts_at: "2026-07-08T06:00:00.000Z", ends_at: "2026-07-08T15:00:00.000Z" },
    ]);
  });

  it("names each refused period bound as /v1 does, with the order's own messages", () => {
    const input = orderInputFromForm(
      formOf([
        ["company_id", "7"],
        ["contract_type", "temporary_work"],
        ["quantity", "0"],
        ["hourly_rate", "1200"],
        ["periods.0.starts_at", "2026-12-07T08:00"],
        ["periods.0.ends_at", "2026-12-07T07:00"],
        ["periods.1.starts_at", ""],
        ["periods.1.ends_at", "2026-12-09T17:00"],
      ]),
    );
    const parsed = OrderCreateSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const texts = fieldMessagesFromZod(parsed.error!, input);
    expect(texts["periods.0.ends_at"]).toEqual({ key: "orders.fieldErrors.endsBeforeStart" });
    expect(texts["periods.1.starts_at"]).toEqual({ key: "validation.required" });
    expect(texts.quantity).toEqual({ key: "orders.fieldErrors.quantity" });
    expect(texts.hourly_rate).toEqual({ key: "orders.fieldErrors.decimalRange" });
  });

  it("words /v1's order refusals: periods out of sequence, a row of another space, a contract not permitted", () => {
    expect(fieldMessageOf({ field: "periods.1.starts_at", reason: "custom", message: "periods_not_chronological" })).toEqual({
      key: "orders.fieldErrors.notChronological",
    });
    expect(fieldMessageOf({ field: "position_id", reason: "not_found", message: "not_found" })).toEqual({
      key: "orders.fieldErrors.notFound",
    });
    expect(fieldMessageOf({ field: "contract_type", reason: "not_permitted", message: "not_permitted" })).toEqual({
      key: "orders.fieldErrors.contractNotAllowed",
    });
    expect(fieldMessageOf({ field: "worker_ids.0", reason: "unavailable", message: "Worker unavailable" })).toEqual({
      key: "orders.fieldErrors.workerUnavailable",
    });
  });
});

describe("the edit form as PATCH /v1/orders/{id} takes it (decision 0037)", () => {
  it("sends the terms without the client, the contract type or the periods, and clears an emptied term", () => {
    const input = orderUpdateFromForm(
      formOf([
        ["company_id", "7"],
        ["contract_type", "permanent"],
        ["periods.0.starts_at", "2026-12-07T08:00"],
        ["periods.0.ends_at", "2026-12-07T17:00"],
        ["contact_id", ""],
        ["position_id", "4"],
        ["business_manager_user_id", "3"],
        ["quantity", "3"],
        ["priority", ""],
        ["hourly_rate", "14,25"],
        ["coefficient", ""],
        ["schedules", "  "],
        ["source", ""],
        ["attribution_mode", "manual"],
        ["sms_show_client_name", "on"],
        ["reminder_hours_before", "12"],
        ["mission_proposal_comment", "Gants fournis"],
        ["confirmation_comment", ""],
      ]),
    );
    expect(input).not.toHaveProperty("company_id");
    expect(input).not.toHaveProperty("contract_type");
    expect(input).not.toHaveProperty("periods");
    expect(input).toMatchObject({
      contact_id: null,
      position_id: 4,
      business_manager_user_id: 3,
      quantity: 3,
      priority: 0,
      hourly_rate: 14.25,
      coefficient: null,
      schedules: null,
      source: null,
      attribution_mode: "manual",
      sms_show_client_name: true,
      auto_reminder: false,
      // The reminder off, its hours go too.
      reminder_hours_before: null,
      mission_proposal_comment: "Gants fournis",
      confirmation_comment: null,
    });
    expect(OrderEditSchema.safeParse(input).success).toBe(true);
  });

  it("refuses an emptied quantity as required and a rate out of range, as the create form does", () => {
    const input = orderUpdateFromForm(
      formOf([
        ["quantity", ""],
        ["hourly_rate", "1200"],
      ]),
    );
    const parsed = OrderEditSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const texts = fieldMessagesFromZod(parsed.error!, input);
    expect(texts.quantity).toEqual({ key: "validation.required" });
    expect(texts.hourly_rate).toEqual({ key: "orders.fieldErrors.decimalRange" });
  });

  it("words /v1's refusals of an edit and of a replacement under their fields (spec 000 §8)", () => {
    expect(fieldMessageOf({ field: "quantity", reason: "below_delegated", message: "Order quantity exceeded" })).toEqual({
      key: "errors.orderQuantityExceeded",
    });
    expect(
      fieldMessageOf({ field: "replacement_worker_id", reason: "already_in_contract", message: "Worker already in contract" }),
    ).toEqual({ key: "errors.workerInContract" });
    expect(fieldMessageOf({ field: "replacement_worker_id", reason: "already_accepted", message: "already_accepted" })).toEqual({
      key: "orders.fieldErrors.alreadyAccepted",
    });
    expect(fieldMessageOf({ field: "replacement_worker_id", reason: "periods_over", message: "periods_over" })).toEqual({
      key: "orders.fieldErrors.periodsOver",
    });
  });
});
