import { createRoute } from "@hono/zod-openapi";
import { MeAnswerSchema, PermissionsAnswerSchema } from "#domain/users/user-schemas";
import { callerRoutes } from "../access/sub-app";
import { meAnswerOf } from "../lib/me-answer";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { callerOf } from "../middleware/authenticate";

export const userRoutes = callerRoutes();

userRoutes.openapi(
  createRoute({
    method: "get",
    path: "/permissions",
    tags: ["users"],
    summary: "The signed-in user's permissions (spec 000 §7)",
    responses: { 200: jsonResponse(PermissionsAnswerSchema, "Permission list and subject id"), ...errorResponses(401) },
  }),
  (c) => {
    const { caller, access } = callerOf(c);
    return c.json({ permissions: access.permissions, subject_id: caller.id }, 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: "get",
    path: "/me",
    tags: ["users"],
    summary: "The signed-in user, with permissions and spaces",
    responses: { 200: jsonResponse(MeAnswerSchema, "The caller"), ...errorResponses(401) },
  }),
  (c) => c.json(meAnswerOf(c), 200),
);
