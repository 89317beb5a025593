import { describe, expect, it } from "vitest";
import { offerPrefillOf } from "./offer-prefill";

const position = {
  id: 7,
  title: "Cariste",
  description: null,
  tasks: "Chargement de camions",
  place_zipcode: null,
  place_city: null,
  hourly_rate: 12,
};

describe("an offer's starting values", () => {
  it("takes the position's title and tasks, and its client's town when the position names no place", () => {
    expect(offerPrefillOf({ position, company: { zipcode: "69003", city: "Lyon" } })).toMatchObject({
      title: "Cariste",
      description: "Chargement de camions",
      postal_code: "69003",
      city: "Lyon",
      salary_min: 12,
      salary_period: "hour",
      position_id: 7,
    });
  });

  it("takes the order's contract, hours, pay and first day in Paris (an evening start in UTC is the next day there)", () => {
    const prefill = offerPrefillOf({
      position,
      order: {
        id: 3,
        contract_type: "fixed_term",
        hourly_rate: 13.5,
        weekly_duration: 35,
        tasks: null,
        starts_at: new Date("2026-12-06T23:30:00Z"),
      },
    });
    expect(prefill).toMatchObject({
      contract_type: "fixed_term",
      salary_min: 13.5,
      salary_max: 13.5,
      weekly_hours: 35,
      start_date: "2026-12-07",
      order_id: 3,
    });
  });

  it("leaves out a client postal code that is not one", () => {
    expect(offerPrefillOf({ company: { zipcode: "B-1000", city: "Bruxelles" } })).toMatchObject({
      postal_code: null,
      city: "Bruxelles",
      title: null,
    });
  });
});
