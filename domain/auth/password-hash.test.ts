import { describe, expect, it } from "vitest";
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from "./password-hash";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("demo1234");
    expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("demo1234", hash)).toBe(true);
    expect(await verifyPassword("demo12345", hash)).toBe(false);
  });

  it("salts: the same password hashes differently each time", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses malformed or foreign hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$10$abc")).toBe(false);
    expect(await verifyPassword("x", "pbkdf2-sha256$999999999$AA$AA")).toBe(false);
    expect(await verifyPassword("anything", UNKNOWN_USER_HASH)).toBe(false);
  });
});
