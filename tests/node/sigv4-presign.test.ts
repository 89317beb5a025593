import { describe, expect, it } from "vitest";
import { presignUrl } from "#features/registrations/sigv4-presign";

// The R2 presigned PUT of registration uploads (decision 0032) is signed by hand: this is AWS's own
// example of a presigned URL (S3 API reference, "Authenticating Requests: Using Query Parameters").

describe("SigV4 presigned URLs", () => {
  it("gives AWS's documented signature for its example GET of examplebucket/test.txt", async () => {
    const url = await presignUrl({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      region: "us-east-1",
      service: "s3",
      now: new Date("2013-05-24T00:00:00Z"),
      expiresInSeconds: 86400,
    });
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
        "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request" +
        "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host" +
        "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  it("signs the headers a PUT must carry, so another size or type is refused by the bucket", async () => {
    const base = {
      method: "PUT" as const,
      url: new URL("https://0123456789abcdef0123456789abcdef.r2.cloudflarestorage.com/bucket/registrations/1/a b"),
      accessKeyId: "key",
      secretAccessKey: "secret",
      region: "auto",
      service: "s3",
      now: new Date("2026-11-24T18:00:00Z"),
      expiresInSeconds: 900,
    };
    const small = await presignUrl({ ...base, headers: { "Content-Length": "10", "Content-Type": "application/pdf" } });
    const large = await presignUrl({ ...base, headers: { "Content-Length": "11", "Content-Type": "application/pdf" } });
    expect(small).toContain("/bucket/registrations/1/a%20b?");
    expect(small).toContain("X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost");
    expect(new URL(small).searchParams.get("X-Amz-Signature")).not.toBe(new URL(large).searchParams.get("X-Amz-Signature"));
  });
});
