import type { MultipostingConfig } from "./drivers/multiposting-config";

// The agencies' multiposting passwords at rest (ARCHITECTURE.md: credentials per space, encrypted):
// AES-256-GCM with the first key of MULTIPOSTING_CREDENTIALS_KEYS, its id stored beside the row, so a
// key rotated in front of the list still reads every older row. The space's id is bound into each
// ciphertext (additional data): a row copied to another space does not decrypt.

export interface EncryptedPassword {
  password_ciphertext: string;
  password_iv: string;
  key_id: string;
}

export interface CredentialsCipher {
  encrypt(spaceId: number, password: string): Promise<EncryptedPassword>;
  decrypt(spaceId: number, stored: EncryptedPassword): Promise<string>;
}

function base64(bytes: ArrayBuffer | Uint8Array): string {
  let text = "";
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}

function bytesOf(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function additionalData(spaceId: number) {
  return new TextEncoder().encode(`multiposting-credentials:${spaceId}`);
}

/** A cipher over the configured keys; each is imported once, when first used. */
export function credentialsCipher(config: Pick<MultipostingConfig, "MULTIPOSTING_CREDENTIALS_KEYS">): CredentialsCipher {
  const ring = config.MULTIPOSTING_CREDENTIALS_KEYS;
  const imported = new Map<string, Promise<CryptoKey>>();
  const keyOf = (id: string) => {
    const entry = ring.find((candidate) => candidate.id === id);
    if (!entry) throw new Error(`No multiposting credentials key "${id}": it was removed from MULTIPOSTING_CREDENTIALS_KEYS`);
    let key = imported.get(id);
    if (!key) {
      key = crypto.subtle.importKey("raw", bytesOf(entry.key), "AES-GCM", false, ["encrypt", "decrypt"]);
      imported.set(id, key);
    }
    return key;
  };
  return {
    async encrypt(spaceId, password) {
      const current = ring[0]!;
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const ciphertext = await crypto.subtle.encrypt(
        { name: "AES-GCM", iv, additionalData: additionalData(spaceId) },
        await keyOf(current.id),
        new TextEncoder().encode(password),
      );
      return { password_ciphertext: base64(ciphertext), password_iv: base64(iv), key_id: current.id };
    },
    async decrypt(spaceId, stored) {
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: bytesOf(stored.password_iv), additionalData: additionalData(spaceId) },
        await keyOf(stored.key_id),
        bytesOf(stored.password_ciphertext),
      );
      return new TextDecoder().decode(plain);
    },
  };
}
