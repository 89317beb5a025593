import type { JobContext } from "#features/jobs/job-context";
import { readAppConfig } from "#features/platform/app-config";
import { createSignatureDriver } from "./drivers/create-signature-driver";
import { readSignatureConfig } from "./drivers/signature-config";

/** The bucket a signature job keeps documents in: the queue Worker has it bound. */
export function filesOf(context: JobContext): R2Bucket {
  if (!context.env.FILES) throw new Error("The FILES bucket is not bound");
  return context.env.FILES;
}

/** The signature driver of the job's bindings. */
export function signatureDriverOf(context: JobContext) {
  return createSignatureDriver(readSignatureConfig(context.env), {
    files: filesOf(context),
    appUrl: readAppConfig(context.env).PUBLIC_APP_URL ?? "",
    now: context.now,
  });
}
