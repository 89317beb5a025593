import { describe, expect, it } from "vitest";
import { approvalLinkExpiry, CLIENT_REMINDER, reminderDay, WORKER_REMINDER, workerLinkExpiry } from "./timesheet-approval";

describe("the timesheets' link lifetimes (decision 0052)", () => {
  it("keeps the worker's link until the end of the 14th day after the week's part, Paris time", () => {
    // 14 January 2027 ends at midnight in Paris, 23:00 UTC in winter.
    expect(workerLinkExpiry("2026-12-31").toISOString()).toBe("2027-01-14T23:00:00.000Z");
    // Summer time: midnight in Paris is 22:00 UTC.
    expect(workerLinkExpiry("2026-06-07").toISOString()).toBe("2026-06-21T22:00:00.000Z");
  });

  it("keeps the client's link 30 days from its sending", () => {
    expect(approvalLinkExpiry(new Date("2027-01-01T10:00:00Z")).toISOString()).toBe("2027-01-31T10:00:00.000Z");
  });
});

describe("reminderDay", () => {
  it("opens the worker's on Friday from 16:00 and the client's on Monday from 08:00 in Paris, for two hours", () => {
    expect(reminderDay(new Date("2027-01-01T14:59:00Z"), WORKER_REMINDER)).toBeNull();
    expect(reminderDay(new Date("2027-01-01T15:00:00Z"), WORKER_REMINDER)).toBe("2027-01-01");
    expect(reminderDay(new Date("2027-01-01T16:59:00Z"), WORKER_REMINDER)).toBe("2027-01-01");
    expect(reminderDay(new Date("2027-01-01T17:00:00Z"), WORKER_REMINDER)).toBeNull();
    expect(reminderDay(new Date("2027-01-02T15:30:00Z"), WORKER_REMINDER)).toBeNull();
    // Summer time: 08:00 in Paris is 06:00 UTC.
    expect(reminderDay(new Date("2026-06-08T05:59:00Z"), CLIENT_REMINDER)).toBeNull();
    expect(reminderDay(new Date("2026-06-08T06:00:00Z"), CLIENT_REMINDER)).toBe("2026-06-08");
  });
});
