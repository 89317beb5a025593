import { describe, expect, it } from "vitest";
import { ORDER_TEMPLATE_STATUSES } from "../enums/order";
import { orderTemplateStatusIdOf, orderTemplateStatusOfSegment } from "./order-template-status-param";

describe("/orders/{id}/{order_template_status_id} (spec 000 §2)", () => {
  it("reads the status's id, its rank in spec 000 §3's list from 1", () => {
    expect(orderTemplateStatusOfSegment("1")).toBe("select");
    expect(orderTemplateStatusOfSegment("4")).toBe("accepted");
    expect(orderTemplateStatusOfSegment("8")).toBe("cancelled");
    for (const status of ORDER_TEMPLATE_STATUSES)
      expect(orderTemplateStatusOfSegment(String(orderTemplateStatusIdOf(status)))).toBe(status);
  });

  it("still reads the status's name, as the order file's tabs link", () => {
    expect(orderTemplateStatusOfSegment("accepted")).toBe("accepted");
  });

  it("names no status for anything else (the not-found page)", () => {
    for (const segment of ["0", "9", "04", "-1", "1.0", "Accepted", "edit", ""]) expect(orderTemplateStatusOfSegment(segment)).toBeNull();
  });
});
