import { describe, expect, it } from "vitest";
import { imageTypeOf } from "./image-type";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === "string" ? Array.from(value, (char) => char.charCodeAt(0)) : [value])));

describe("an image is recognised by its content, not its name", () => {
  it("recognises JPEG, PNG, GIF (87a and 89a) and WebP signatures", () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF"))).toBe("image/jpeg");
    expect(imageTypeOf(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, "IHDR"))).toBe("image/png");
    expect(imageTypeOf(bytes("GIF87a", 1, 0))).toBe("image/gif");
    expect(imageTypeOf(bytes("GIF89a", 1, 0))).toBe("image/gif");
    expect(imageTypeOf(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses other files, including those that only start like an image", () => {
    expect(imageTypeOf(bytes("%PDF-1.7\n"))).toBeNull();
    expect(imageTypeOf(bytes("Bonjour, ceci n'est pas une image"))).toBeNull();
    expect(imageTypeOf(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    // A WAV file is RIFF too: the form type decides.
    expect(imageTypeOf(bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt "))).toBeNull();
    // A truncated PNG signature, and a GIF of an unknown version.
    expect(imageTypeOf(bytes(0x89, "PNG", 0x0d, 0x0a))).toBeNull();
    expect(imageTypeOf(bytes("GIF88a"))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});
