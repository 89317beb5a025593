import { describe, expect, it } from "vitest";
import { reconnectDelay, RECONNECT_MAX_MS } from "./reconnect-delay";

describe("reconnectDelay", () => {
  it("doubles from 1 s, without jitter at random 0", () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it("never waits more than 30 s, however many attempts", () => {
    expect(reconnectDelay(5, () => 0)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(1000, () => 0)).toBe(RECONNECT_MAX_MS);
  });

  it("takes off up to a fifth at random, never more", () => {
    expect(reconnectDelay(0, () => 1)).toBe(800);
    expect(reconnectDelay(10, () => 0.5)).toBe(27_000);
  });
});
