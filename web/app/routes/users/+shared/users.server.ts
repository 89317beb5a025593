import { data, redirect, type RouterContextProvider } from "react-router";
import { GroupSchema, type Group } from "#domain/users/group-schemas";
import { z } from "zod";
import { isPermission } from "#domain/auth/permissions";
import { DeleteUsersAnswerSchema, UserDetailSchema, UserWriteAnswerSchema } from "#domain/users/user-schemas";
import { loadAllSpaces } from "#web/app/lib/all-spaces.server";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { apiErrorFrom, type ApiError } from "#web/app/lib/api-error";
import { refusalOf, type FieldMessages, type RefusalMessage } from "#web/app/lib/forms/refusal";
import { catalogueMessage, refusalOfApiError } from "#web/app/lib/forms/refusal.server";
import { ifMatchOf } from "#web/app/lib/row-version";
import { userAreaOf, usersPath } from "./user-area";
import { checkUserUpdate } from "./user-input";

interface ServerArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

/**
 * The message over a refused user form (+shared/grant-refusal.tsx). A 403 "User has no rights" (spec 000
 * §8) while granting says plainly what was refused: the permissions, spaces and administrator options the
 * signed-in user does not hold (spec §5), named after the first message; or the account's e-mail and API
 * access when the user has spaces beyond theirs. Anything else: the catalogue's message, unless the
 * fields of a 422 or 409 say it all.
 */
function userRefusalMessages(error: ApiError, explained: boolean): RefusalMessage[] {
  if (error.status === 403 && error.fields.some((field) => field.reason === "other_spaces"))
    return [{ key: "admin.users.otherSpacesRefused" }];
  const notHeld = error.fields.filter((field) => field.reason === "not_held");
  if (error.status === 403 && notHeld.length > 0) {
    return [
      { key: "admin.users.grantRefused" },
      ...notHeld.map((field): RefusalMessage => {
        if (field.field === "permissions" && isPermission(field.message)) return { key: `admin.permissions.${field.message}.label` };
        if (field.field === "is_admin") return { key: "admin.users.isAdmin" };
        if (field.field === "legacy_v1_admin") return { key: "admin.users.legacyV1Admin" };
        return { key: "admin.users.spaceNumber", values: { id: field.message } };
      }),
    ];
  }
  return explained && (error.status === 422 || error.status === 409) ? [] : catalogueMessage(error);
}

/** A user write /v1 refused, answered with its intent and status. */
export async function userRefusal<I extends string>(intent: I, response: Response) {
  const refusal = refusalOfApiError(await apiErrorFrom(response), { formMessages: userRefusalMessages });
  return data({ intent, ...refusal }, { status: refusal.status });
}

/** The user form's own check refused it. */
export function userFormRefusal<I extends string>(intent: I, fields: FieldMessages) {
  return data({ intent, ...refusalOf(400, fields) }, { status: 400 });
}

/** What the detail and the mobile update screens need: the user, the caller's spaces, and "now". */
export async function loadUserScreen(args: ServerArgs) {
  const id = numericIdParam(args.params.id);
  const [user, spaces, groups] = await Promise.all([
    loadFromApi(args, `/users/${id}`, UserDetailSchema),
    loadAllSpaces(args),
    loadGroups(args),
  ]);
  return { user: user.data, spaces, groups, now: new Date().toISOString() };
}

/** PATCH /v1/users/{id} from the user form; a token issued by turning API access on comes back once. */
export async function updateUserFrom(args: ServerArgs, formData: FormData) {
  const id = numericIdParam(args.params.id);
  const checked = checkUserUpdate(formData);
  if ("fieldErrors" in checked) return userFormRefusal("update", checked.fieldErrors);
  const response = await callApi(args, `/users/${id}`, { method: "PATCH", json: checked.input, ifMatch: ifMatchOf(formData) });
  if (!response.ok) return userRefusal("update", response);
  const answer = UserWriteAnswerSchema.parse(await response.json());
  return data({ intent: "update" as const, ok: true as const, apiToken: answer.api_token ?? null });
}

/** POST /v1/users/delete: full or partial success (spec 000 §4); the labels name refused users. */
export async function deleteUsersFrom(args: ServerArgs, formData: FormData) {
  const ids = formData
    .getAll("ids")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const labels: Record<number, string> = {};
  for (const id of ids) labels[id] = String(formData.get(`label-${id}`) ?? `#${id}`).slice(0, 200);
  const response = await callApi(args, "/users/delete", { method: "POST", json: { ids } });
  if (!response.ok) return userRefusal("delete", response);
  return data({ intent: "delete" as const, ok: true as const, answer: DeleteUsersAnswerSchema.parse(await response.json()), labels });
}

/**
 * Deletes the user of a detail page. Deleted: back to the list, which says so (a redirect the router
 * follows; the page itself no longer exists). Refused: the reason, shown on the page.
 */
export async function deleteOneUserFrom(args: ServerArgs, formData: FormData) {
  const id = numericIdParam(args.params.id);
  const label = String(formData.get(`label-${id}`) ?? `#${id}`).slice(0, 200);
  const response = await callApi(args, "/users/delete", { method: "POST", json: { ids: [id] } });
  if (!response.ok) return userRefusal("delete", response);
  const answer = DeleteUsersAnswerSchema.parse(await response.json());
  if (answer.deleted.includes(id)) throw redirect(`${usersPath(userAreaOf(new URL(args.request.url).pathname))}?deleted=1`);
  return data({ intent: "delete" as const, ok: true as const, answer, labels: { [id]: label } as Record<number, string> });
}

/** POST /v1/users/{id}/reset-password: the user receives a link to choose a new password. */
export async function sendPasswordResetFrom(args: ServerArgs) {
  const id = numericIdParam(args.params.id);
  const response = await callApi(args, `/users/${id}/reset-password`, { method: "POST" });
  if (!response.ok) return userRefusal("reset-password", response);
  return data({ intent: "reset-password" as const, ok: true as const });
}

/** POST /v1/users/{id}/api-token: a new token (the previous one stops working), shown once. */
export async function issueApiTokenFrom(args: ServerArgs) {
  const id = numericIdParam(args.params.id);
  const response = await callApi(args, `/users/${id}/api-token`, { method: "POST" });
  if (!response.ok) return userRefusal("api-token", response);
  const { api_token } = z.object({ api_token: z.string() }).parse(await response.json());
  return data({ intent: "api-token" as const, ok: true as const, apiToken: api_token });
}

/** The groups of the spaces the signed-in user manages, for the user form to pick from. */
export async function loadGroups(args: ServerArgs): Promise<Group[]> {
  return (await loadFromApi(args, "/groups", z.array(GroupSchema))).data;
}
