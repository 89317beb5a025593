import { describe, expect, it } from "vitest";
import { comesFromAnotherOrigin, isStateChanging } from "./cross-origin-request";

const URL_OF_THE_APP = "https://app.interim.example/workers/12";

function check(headers: Record<string, string>) {
  return comesFromAnotherOrigin(URL_OF_THE_APP, new Headers(headers));
}

describe("comesFromAnotherOrigin", () => {
  it("trusts Sec-Fetch-Site when the browser sends it", () => {
    expect(check({ "Sec-Fetch-Site": "same-origin" })).toBe(false);
    expect(check({ "Sec-Fetch-Site": "none" })).toBe(false);
    expect(check({ "Sec-Fetch-Site": "same-site" })).toBe(true);
    expect(check({ "Sec-Fetch-Site": "cross-site" })).toBe(true);
    expect(check({ "Sec-Fetch-Site": "cross-site", Origin: "https://app.interim.example" })).toBe(true);
  });

  it("otherwise compares Origin with the request's own origin", () => {
    expect(check({ Origin: "https://app.interim.example" })).toBe(false);
    expect(check({ Origin: "https://evil.test" })).toBe(true);
    expect(check({ Origin: "http://app.interim.example" })).toBe(true);
    expect(check({ Origin: "https://staging.interim.example" })).toBe(true);
    expect(check({ Origin: "null" })).toBe(true);
  });

  it("lets through a request no browser sent (neither header)", () => {
    expect(check({})).toBe(false);
  });
});

describe("isStateChanging", () => {
  it("is every method but the safe ones", () => {
    expect(["GET", "HEAD", "OPTIONS", "get"].map(isStateChanging)).toEqual([false, false, false, false]);
    expect(["POST", "PUT", "PATCH", "DELETE", "PROPFIND"].map(isStateChanging)).toEqual([true, true, true, true, true]);
  });
});
