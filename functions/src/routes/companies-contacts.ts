import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { CompanyIdParamsSchema } from "#domain/companies/company-schemas";
import {
  CONTACT_EXISTS_MESSAGE,
  ContactCreateSchema,
  ContactParamsSchema,
  ContactSchema,
  ContactUpdateSchema,
  type Contact,
} from "#domain/companies/contact-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { createContact } from "#features/contacts/create-contact";
import { deleteContact } from "#features/contacts/delete-contact";
import { listContacts } from "#features/contacts/list-contacts";
import { updateContact } from "#features/contacts/update-contact";

// /v1/companies/{id}/contacts: a company's contacts (spec 000 §3 Contact; §5: a mail or a phone, a name
// that is not a number, no duplicate). Behind the company's wall: another space's company is 404.
export const companyContactRoutes = callerRoutes();

companyContactRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/contacts",
    tags: ["companies"],
    summary: "A company's contacts, by name",
    request: { params: CompanyIdParamsSchema },
    responses: { 200: jsonResponse(z.array(ContactSchema), "The contacts"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => c.json((await listContacts(operationContextOf(c), c.req.valid("param").id)).map(toContact), 200),
);

companyContactRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/contacts",
    tags: ["companies"],
    summary: "Add a contact",
    description: `A mail or a phone is required. The same mail or phone as another contact of the company answers 409 '${CONTACT_EXISTS_MESSAGE}'.`,
    request: { params: CompanyIdParamsSchema, body: jsonBody(ContactCreateSchema) },
    responses: { 201: jsonResponse(ContactSchema, "Created"), ...errorResponses(400, 401, 404, 409, 415, 422) },
  }),
  async (c) => {
    const created = await createContact(operationContextOf(c), { companyId: c.req.valid("param").id, contact: c.req.valid("json") });
    return c.json(toContact(created), 201);
  },
);

companyContactRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}/contacts/{contactId}",
    tags: ["companies"],
    summary: "Update a contact",
    description: "If-Match (the contact's updated_at, or an ETag) makes the edit apply only to that version, else 412.",
    request: { params: ContactParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(ContactUpdateSchema) },
    responses: { 200: jsonResponse(ContactSchema, "Updated"), ...errorResponses(400, 401, 404, 409, 412, 415, 422) },
  }),
  async (c) => {
    const { id, contactId } = c.req.valid("param");
    const updated = await updateContact(operationContextOf(c), {
      companyId: id,
      contactId,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
    });
    withVersion(c, updated.updated_at);
    return c.json(toContact(updated), 200);
  },
);

companyContactRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}/contacts/{contactId}",
    tags: ["companies"],
    summary: "Delete a contact",
    request: { params: ContactParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const { id, contactId } = c.req.valid("param");
    await deleteContact(operationContextOf(c), { companyId: id, contactId });
    return c.body(null, 204);
  },
);

type ContactRow = Awaited<ReturnType<typeof createContact>>;

function toContact(row: ContactRow): Contact {
  return ContactSchema.parse({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });
}
