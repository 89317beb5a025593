import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { MultipostingCredentialsInputSchema, MultipostingSettingsSchema } from "#domain/job-offers/job-offer-schemas";
import { IdParamSchema } from "#domain/validation/id-param";
import { getMultipostingSettings } from "#features/multiposting/multiposting-settings";
import { removeMultipostingCredentials } from "#features/multiposting/remove-multiposting-credentials";
import { setMultipostingCredentials } from "#features/multiposting/set-multiposting-credentials";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { multipostingContextOf, operationContextOf } from "../lib/operation-contexts";

// /v1/spaces/{id}/multiposting: a space's account with the multiposting application (spec 000 §1
// "requires multiposting credentials", §2, §8; decision 0046). Read by its multiposting users and
// administrators, set by its administrators (space-users) and the owners; never answers the password.
export const multipostingSettingsRoutes = callerRoutes();

const ParamsSchema = z.object({ id: IdParamSchema });
const TAGS = ["job offers"];

multipostingSettingsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/multiposting",
    tags: TAGS,
    summary: "Whether the space has multiposting credentials, its login and when the provider accepted them",
    description: "Needs the multiposting permission or space-users. Never the password.",
    request: { params: ParamsSchema },
    responses: { 200: jsonResponse(MultipostingSettingsSchema, "The space's settings"), ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => c.json(await getMultipostingSettings(operationContextOf(c), c.req.valid("param").id), 200),
);

multipostingSettingsRoutes.openapi(
  createRoute({
    method: "put",
    path: "/{id}/multiposting",
    tags: TAGS,
    summary: "Set the space's multiposting credentials, checked with the provider first",
    description:
      "Needs space-users (or app-admin). The provider checks {login, password} before anything is saved: 422 naming `password` with 'Invalid multiposting credentials' when it refuses them, 502 when it cannot be reached. The password is stored AES-GCM encrypted.",
    request: { params: ParamsSchema, body: jsonBody(MultipostingCredentialsInputSchema) },
    responses: {
      200: jsonResponse(MultipostingSettingsSchema, "Saved"),
      ...errorResponses(400, 401, 403, 404, 415, 422, 502),
    },
  }),
  async (c) => c.json(await setMultipostingCredentials(multipostingContextOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
);

multipostingSettingsRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}/multiposting",
    tags: TAGS,
    summary: "Remove the space's multiposting credentials",
    description:
      "Needs space-users (or app-admin). Offers can no longer be published until new ones are set; published ones stay until unpublished.",
    request: { params: ParamsSchema },
    responses: { 204: { description: "Removed (or there were none)" }, ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    await removeMultipostingCredentials(operationContextOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  },
);
