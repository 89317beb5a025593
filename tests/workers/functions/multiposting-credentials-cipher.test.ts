import { describe, expect, it } from "vitest";
import { credentialsCipher } from "#features/multiposting/credentials-cipher";
import { DEVELOPMENT_CREDENTIALS_KEYS, readMultipostingConfig } from "#features/multiposting/drivers/multiposting-config";

function keyOf(seed: number) {
  return btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, index) => (index * 7 + seed) % 256)));
}

const ring = (text: string) =>
  readMultipostingConfig({
    ENVIRONMENT: "production",
    MULTIPOSTING_DRIVER: "talentplug",
    TALENTPLUG_API_KEY: "k",
    MULTIPOSTING_CREDENTIALS_KEYS: text,
  });

describe("multiposting passwords at rest", () => {
  it("are AES-GCM ciphertexts under the first key, read back by a ring whose new key came in front", async () => {
    const before = credentialsCipher(ring(`k1:${keyOf(1)}`));
    const stored = await before.encrypt(12, "s3cret-Talentplug");
    expect(stored.key_id).toBe("k1");
    expect(atob(stored.password_ciphertext)).not.toContain("s3cret");
    // 12-byte nonce, ciphertext with its 16-byte tag.
    expect(atob(stored.password_iv)).toHaveLength(12);
    expect(atob(stored.password_ciphertext)).toHaveLength("s3cret-Talentplug".length + 16);

    const rotated = credentialsCipher(ring(`k2:${keyOf(2)},k1:${keyOf(1)}`));
    await expect(rotated.decrypt(12, stored)).resolves.toBe("s3cret-Talentplug");
    expect((await rotated.encrypt(12, "next")).key_id).toBe("k2");
    // Same password twice: two ciphertexts (a fresh nonce each time).
    expect((await rotated.encrypt(12, "next")).password_ciphertext).not.toBe((await rotated.encrypt(12, "next")).password_ciphertext);
  });

  it("do not decrypt for another space, after tampering, or once their key left the ring", async () => {
    const cipher = credentialsCipher(ring(`k1:${keyOf(1)}`));
    const stored = await cipher.encrypt(12, "s3cret");
    await expect(cipher.decrypt(13, stored)).rejects.toThrow();
    const bytes = atob(stored.password_ciphertext);
    const tampered = btoa(String.fromCharCode(bytes.charCodeAt(0) ^ 1) + bytes.slice(1));
    await expect(cipher.decrypt(12, { ...stored, password_ciphertext: tampered })).rejects.toThrow();
    await expect(credentialsCipher(ring(`k2:${keyOf(2)}`)).decrypt(12, stored)).rejects.toThrow(/k1/);
  });

  it("refuse the development key, a short key and a missing ring outside development", () => {
    expect(() => ring(DEVELOPMENT_CREDENTIALS_KEYS)).toThrow(/development key/);
    expect(() => ring(`k1:${btoa("short")}`)).toThrow();
    expect(() =>
      readMultipostingConfig({ ENVIRONMENT: "production", MULTIPOSTING_DRIVER: "talentplug", TALENTPLUG_API_KEY: "k" }),
    ).toThrow();
    expect(() =>
      readMultipostingConfig({ ENVIRONMENT: "production", MULTIPOSTING_DRIVER: "local", MULTIPOSTING_CREDENTIALS_KEYS: `k1:${keyOf(1)}` }),
    ).toThrow(/MULTIPOSTING_DRIVER=local/);
    expect(readMultipostingConfig({ ENVIRONMENT: "development" })).toMatchObject({ MULTIPOSTING_DRIVER: "local" });
  });
});
