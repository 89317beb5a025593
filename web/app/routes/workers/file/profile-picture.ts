import { IMAGE_TYPES, type ImageType } from "#domain/files/image-type";
import {
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
  ProfilePictureSchema,
} from "#domain/files/profile-picture";
import { callApi } from "#web/app/lib/api.server";
import type { ApiError } from "#web/app/lib/api-error";
import { refusalOf, type RefusalMessage } from "#web/app/lib/forms/refusal";
import { catalogueMessage, refusalFrom } from "#web/app/lib/forms/refusal.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { requireSession } from "#web/app/lib/session.server";
import type { Route } from "./+types/profile-picture";

// /workers/{id}/profile-picture: a resource route (no screen). GET serves the worker's photo to the
// file's <img> through /v1 with the browser's session; POST (a form with one `file`) uploads one,
// DELETE removes it. /v1 judges the image by its content; this route only spares it what the screen
// already refuses.

/** What /v1 answers that the browser may keep: the image's own headers, and its cache rules. */
const IMAGE_HEADERS = ["Content-Type", "Content-Length", "Cache-Control", "ETag", "X-Content-Type-Options"];

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const response = await callApi(args, `/workers/${id}/profile-picture`, { forward: ["If-None-Match"] });
  // An image has no page to show: signed out, no photo or another space's worker is a bare status.
  if (!response.ok && response.status !== 304)
    return new Response(null, { status: response.status, headers: { "Cache-Control": "no-store" } });
  const headers = new Headers();
  for (const name of IMAGE_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.status === 304 ? null : response.body, { status: response.status, headers });
}

const TOO_LARGE: RefusalMessage = { key: "workers.profile.picture.tooLarge" };
const NOT_IMAGE: RefusalMessage = { key: "workers.profile.picture.notImage" };

/** Spec 000 §5/§8: what the screen says of a refused picture (in its snackbar), whether this route or /v1 refused. */
function pictureMessages(error: ApiError): RefusalMessage[] {
  const refused = error.fields.find((field) => field.field === PROFILE_PICTURE_FIELD);
  if (error.status === 413 || refused?.reason === "too_large") return [TOO_LARGE];
  if (refused?.message === PROFILE_PICTURE_MESSAGES.notImage) return [NOT_IMAGE];
  return catalogueMessage(error);
}

/** A refusal found here, said as /v1's would be. */
function refusal(status: 413 | 422, message: RefusalMessage) {
  return refusalOf(status, { [PROFILE_PICTURE_FIELD]: message }, [message]);
}

export async function action(args: Route.ActionArgs) {
  await requireSession(args);
  const path = `/workers/${numericIdParam(args.params.id)}/profile-picture` as const;
  if (args.request.method === "DELETE") {
    const response = await callApi(args, path, { method: "DELETE" });
    if (!response.ok) return refusalFrom(args, response, { formMessages: pictureMessages });
    return { ok: true as const, intent: "remove" as const };
  }
  const file = (await args.request.formData()).get("file");
  if (!(file instanceof File) || file.size === 0) return refusal(422, NOT_IMAGE);
  if (!IMAGE_TYPES.includes(file.type as ImageType)) return refusal(422, NOT_IMAGE);
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return refusal(413, TOO_LARGE);
  const response = await callApi(args, path, { method: "PUT", file });
  if (!response.ok) return refusalFrom(args, response, { formMessages: pictureMessages });
  const picture = ProfilePictureSchema.parse(await response.json());
  return { ok: true as const, intent: "upload" as const, version: picture.version };
}
