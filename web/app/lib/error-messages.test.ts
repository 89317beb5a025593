import { describe, expect, it } from "vitest";
import { errorMessageKey } from "./error-messages";

describe("errorMessageKey (spec 000 §8)", () => {
  it("picks the message by status", () => {
    expect(errorMessageKey(401)).toBe("errors.unauthenticated");
    expect(errorMessageKey(403)).toBe("errors.forbidden");
    expect(errorMessageKey(404)).toBe("errors.notFound");
    expect(errorMessageKey(415)).toBe("errors.unsupportedMediaType");
    expect(errorMessageKey(500)).toBe("errors.server");
  });

  it("tells a throttled form (429) to wait, not that something unknown failed", () => {
    expect(errorMessageKey(429, "Too many failed attempts")).toBe("errors.tooManyAttempts");
  });

  it("tells a form whose row someone else changed meanwhile to reload (412, or the 409 of an edit sent without a version)", () => {
    expect(errorMessageKey(412, "Changed by someone else meanwhile: reload it")).toBe("errors.changedMeanwhile");
    expect(errorMessageKey(412)).toBe("errors.changedMeanwhile");
    expect(errorMessageKey(409, "Changed by someone else meanwhile: reload it")).toBe("errors.changedMeanwhile");
  });

  it("treats 502, network failures and 'Failed to fetch' as a connection problem", () => {
    expect(errorMessageKey(502)).toBe("errors.connection");
    expect(errorMessageKey(0)).toBe("errors.connection");
    expect(errorMessageKey(503, "Failed to fetch")).toBe("errors.connection");
  });

  it("recognises the catalogued server texts", () => {
    expect(errorMessageKey(403, "Space has no rights")).toBe("errors.smsDisabled");
    expect(errorMessageKey(403, "User has no rights")).toBe("errors.userHasNoRights");
    expect(errorMessageKey(422, "Invalid status")).toBe("errors.invalidStatus");
    expect(errorMessageKey(409, "association_code used by another space")).toBe("errors.associationCodeUsed");
    expect(errorMessageKey(409, "Availability clash")).toBe("errors.availabilityClash");
    expect(errorMessageKey(404, "Availability vanished")).toBe("errors.availabilityVanished");
    expect(errorMessageKey(409, "Emergency contact maximum reached")).toBe("errors.emergencyContactMaximum");
    expect(errorMessageKey(409, "email or mobile_phone_number already taken")).toBe("errors.workerContactTaken");
  });

  it("keeps the 401 text even when the server says 'User is null', because a logout follows", () => {
    expect(errorMessageKey(401, "User is null")).toBe("errors.unauthenticated");
  });

  it("falls back to unknown", () => {
    expect(errorMessageKey(409, "Something else")).toBe("errors.unknown");
    expect(errorMessageKey(418)).toBe("errors.unknown");
  });

  it("says which operation failed for spec 000 §8's generic failures, rather than the 500's 'API error'", () => {
    expect(errorMessageKey(500, "Worker insertion failed")).toBe("errors.workerInsertionFailed");
    expect(errorMessageKey(500, "workers list fetch failed")).toBe("errors.workersListFetchFailed");
    expect(errorMessageKey(500, "select-all-workers failed")).toBe("errors.selectAllWorkersFailed");
    expect(errorMessageKey(500, "Error occurred while updating space")).toBe("errors.spaceUpdateFailed");
    expect(errorMessageKey(500, "Failed to register company")).toBe("errors.companyRegistrationFailed");
    expect(errorMessageKey(500, "API error")).toBe("errors.server");
  });
});
