import { describe, expect, it } from "vitest";
import { readUploadToken, signUploadToken } from "#features/registrations/upload-token";

// The local driver's signed upload URL (decision 0032): bound to one upload of one space, short-lived.

const claims = { uploadId: "2f1d5c1e-7a53-4c1b-9a51-0c7f8f0b6d2e", spaceId: 7, maxBytes: 1000, expiresAt: 1_800_000_000 };
const before = new Date((claims.expiresAt - 60) * 1000);

describe("signed upload tokens", () => {
  it("reads back what was signed until it expires", async () => {
    const token = await signUploadToken("secret-of-at-least-thirty-two-chars!", claims);
    expect(await readUploadToken("secret-of-at-least-thirty-two-chars!", token, before)).toEqual(claims);
    expect(await readUploadToken("secret-of-at-least-thirty-two-chars!", token, new Date(claims.expiresAt * 1000))).toBeNull();
  });

  it("refuses another key, an altered payload and garbage", async () => {
    const token = await signUploadToken("secret-of-at-least-thirty-two-chars!", claims);
    expect(await readUploadToken("another-secret-of-thirty-two-chars!!", token, before)).toBeNull();
    const [, signature] = token.split(".");
    const otherSpace = (await signUploadToken("x".repeat(32), { ...claims, spaceId: 8 })).split(".")[0];
    expect(await readUploadToken("secret-of-at-least-thirty-two-chars!", `${otherSpace}.${signature}`, before)).toBeNull();
    for (const garbage of ["", ".", "a.b", "%%%.%%%", `${token}.x`, "x".repeat(600)]) {
      expect(await readUploadToken("secret-of-at-least-thirty-two-chars!", garbage, before)).toBeNull();
    }
  });
});
