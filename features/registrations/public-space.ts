import { findSpaceByUrl } from "#db/spaces/find-space-by-url";
import { AppError } from "#domain/errors/app-error";
import { REGISTRATION_MESSAGES, type PublicSpace } from "#domain/registrations/registration-schemas";
import type { RegistrationContext } from "./registration-context";

/** The live space of a registration link, or the 404 every unknown, deleted or malformed link gets. */
export async function spaceOfLink(context: Pick<RegistrationContext, "db">, url: string) {
  const space = await findSpaceByUrl(context.db, url);
  if (!space?.url) throw new AppError("not_found", REGISTRATION_MESSAGES.noSpaceMatches);
  return { ...space, url: space.url };
}

/**
 * GET /v1/public/spaces/{url}: what a stranger may know of an agency (spec 001 §2, §5 space gates).
 * Found by its url, the standard and kiosk registrations exist; express needs the space's ocr flag.
 */
export async function getPublicSpace(context: RegistrationContext, url: string): Promise<PublicSpace> {
  const space = await spaceOfLink(context, url);
  return {
    url: space.url,
    name: space.name,
    city: space.city,
    features: {
      registration: true,
      express: space.ocr_enabled,
      kiosk: true,
      ocr: space.ocr_enabled,
      employer_step: space.registration_employer_step,
    },
    turnstile_site_key: context.registration.turnstile.siteKey,
  };
}
