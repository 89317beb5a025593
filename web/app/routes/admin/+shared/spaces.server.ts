import { data, redirect, type RouterContextProvider } from "react-router";
import { SpaceDetailSchema } from "#domain/spaces/space-schemas";
import { callApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { apiErrorFrom } from "#web/app/lib/api-error";
import { refusalOf, type FieldMessages } from "#web/app/lib/forms/refusal";
import { catalogueMessage, refusalOfApiError } from "#web/app/lib/forms/refusal.server";
import { ifMatchOf } from "#web/app/lib/row-version";
import { ALL_SPACE_FIELDS, checkSpaceCreate, checkSpaceUpdate, CREATE_SPACE_FIELDS, SPACE_WORDING } from "./space-input";

interface ServerArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The space form's own check refused it. */
function refused<I extends string>(intent: I, fields: FieldMessages) {
  return data({ intent, ...refusalOf(400, fields) }, { status: 400 });
}

/** /v1 refused a space write: its fields under theirs (the space's wording), anything else above the form. */
async function refusedByApi<I extends string>(intent: I, response: Response) {
  const refusal = refusalOfApiError(await apiErrorFrom(response), {
    wording: SPACE_WORDING,
    formMessages: (error, explained) => (explained && (error.status === 422 || error.status === 409) ? [] : catalogueMessage(error)),
  });
  return data({ intent, ...refusal }, { status: refusal.status });
}

/** POST /v1/spaces from the create dialog, then the new space's page, where its other fields are. */
export async function createSpaceFrom(args: ServerArgs, formData: FormData) {
  const checked = checkSpaceCreate(formData, CREATE_SPACE_FIELDS);
  if ("fieldErrors" in checked) return refused("create", checked.fieldErrors);
  const response = await callApi(args, "/spaces", { method: "POST", json: checked.input });
  if (!response.ok) return refusedByApi("create", response);
  const space = SpaceDetailSchema.parse(await response.json());
  // A redirect, which the router follows as a navigation (a navigate() called when the fetcher
  // settles raced the router's route discovery for the new path and could be lost).
  throw redirect(`/admin/spaces/${space.id}?created=1`);
}

/** PATCH /v1/spaces/{id} with every field of the form (spec 000 §5 rules checked on both sides). */
export async function updateSpaceFrom(args: ServerArgs & { params: { id?: string } }, formData: FormData) {
  const id = numericIdParam(args.params.id);
  const checked = checkSpaceUpdate(formData, ALL_SPACE_FIELDS);
  if ("fieldErrors" in checked) return refused("update", checked.fieldErrors);
  const response = await callApi(args, `/spaces/${id}`, { method: "PATCH", json: checked.input, ifMatch: ifMatchOf(formData) });
  if (!response.ok) return refusedByApi("update", response);
  return data({ intent: "update" as const, ok: true as const, space: SpaceDetailSchema.parse(await response.json()) });
}

/** Soft delete (DELETE) or restore (POST …/restore) of one space. */
export async function deleteOrRestoreSpace(args: ServerArgs, id: number, intent: "delete" | "restore") {
  const response =
    intent === "delete"
      ? await callApi(args, `/spaces/${id}`, { method: "DELETE" })
      : await callApi(args, `/spaces/${id}/restore`, { method: "POST" });
  if (!response.ok) return refusedByApi(intent, response);
  return data({ intent, ok: true as const, id });
}
