import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { deleteContact } from "../../../db/contacts/delete-contact";
import { findDuplicateContactFields, isDuplicateContactError } from "../../../db/contacts/find-duplicate-contact";
import { getContact } from "../../../db/contacts/get-contact";
import { insertContact, newContactIdRef } from "../../../db/contacts/insert-contact";
import { listContacts } from "../../../db/contacts/list-contacts";
import { contactStillEditable, updateContact } from "../../../db/contacts/update-contact";
import { writeGuard } from "../../../db/sql/write-guard";
import { CompanyIdParamsSchema } from "../../../domain/companies/company-schemas";
import {
  CONTACT_EXISTS_MESSAGE,
  ContactCreateSchema,
  ContactParamsSchema,
  ContactSchema,
  ContactUpdateSchema,
  contactReachIssues,
  type Contact,
} from "../../../domain/companies/contact-schemas";
import { AppError } from "../../../domain/errors/app-error";
import { callerRoutes } from "../access/sub-app";
import { activityLogFor } from "../lib/activity";
import { notFound } from "../lib/errors";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { editWithRetry, IfMatchHeaderSchema, versionToKeep, withVersion } from "../lib/row-version";
import { diffFields } from "../lib/user-detail";
import { fieldsRefused } from "../operations/fields-refused";
import { findVisibleCompany } from "./companies-shared";

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
  async (c) => {
    const company = await findVisibleCompany(c, c.req.valid("param").id);
    const rows = await listContacts(c.get("db"), company.space_id, company.id);
    return c.json(rows.map(toContact), 200);
  },
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
    const input = c.req.valid("json");
    const db = c.get("db");
    const company = await findVisibleCompany(c, c.req.valid("param").id);
    await assertNotDuplicate(db, company.id, input);
    const [inserted] = await refusingDuplicates(() =>
      db.batch([
        insertContact(db, { ...input, space_id: company.space_id, company_id: company.id }),
        activityLogFor(c, {
          title: "Contact created",
          type: "create",
          schema: "contacts",
          subjectId: newContactIdRef(),
          description: `company ${company.id}`,
          spaceId: company.space_id,
          changes: input,
        }),
      ]),
    );
    return c.json(toContact(inserted[0]!), 201);
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
    const input = c.req.valid("json");
    const db = c.get("db");
    const updated = await editWithRetry(async () => {
      const company = await findVisibleCompany(c, id);
      const contact = await getContact(db, company.id, contactId);
      if (!contact) throw notFound();
      const version = versionToKeep(c, contact.updated_at);
      const merged = { ...contact, ...input };
      const unreachable = contactReachIssues(merged);
      if (unreachable.length > 0) throw fieldsRefused(unreachable);
      await assertNotDuplicate(db, company.id, {
        email: input.email === undefined ? undefined : merged.email,
        phone: input.phone === undefined ? undefined : merged.phone,
        exceptContactId: contact.id,
      });
      // The guard re-checks, inside the write, what was read: the contact still exists (a deletion
      // racing this edit gives 404, not a 500), still has the version If-Match named, and keeps a mail
      // or a phone whatever another edit cleared meanwhile.
      const [, [row]] = await refusingDuplicates(() =>
        db.batch([
          writeGuard(db, contactStillEditable({ companyId: company.id, contactId: contact.id, version }, input)),
          updateContact(db, company.id, contact.id, input),
          activityLogFor(c, {
            title: "Contact updated",
            type: "update",
            schema: "contacts",
            subjectId: contact.id,
            description: `company ${company.id}`,
            spaceId: company.space_id,
            changes: diffFields(contact, input),
          }),
        ]),
      );
      return row!;
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
    const db = c.get("db");
    const company = await findVisibleCompany(c, id);
    const contact = await getContact(db, company.id, contactId);
    if (!contact) throw notFound();
    await db.batch([
      deleteContact(db, company.id, contact.id),
      activityLogFor(c, {
        title: "Contact deleted",
        type: "delete",
        schema: "contacts",
        subjectId: contact.id,
        description: `company ${company.id}`,
        spaceId: company.space_id,
        changes: { first_name: contact.first_name, last_name: contact.last_name },
      }),
    ]);
    return c.body(null, 204);
  },
);

type ContactRow = NonNullable<Awaited<ReturnType<typeof getContact>>>;

function toContact(row: ContactRow): Contact {
  return ContactSchema.parse({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });
}

function duplicate(fields: ("email" | "phone")[]) {
  return new AppError("conflict", CONTACT_EXISTS_MESSAGE, {
    fields: fields.map((field) => ({ field, reason: "taken", message: CONTACT_EXISTS_MESSAGE })),
  });
}

/** Spec §5: no two contacts of a company share a mail or a phone (the table's unique indexes). */
async function assertNotDuplicate(
  db: Database,
  companyId: number,
  contact: { email?: string | null; phone?: string | null; exceptContactId?: number },
) {
  const taken = await findDuplicateContactFields(db, { companyId, ...contact });
  if (taken.length > 0) throw duplicate(taken);
}

/** Runs the write; a twin written meanwhile by another request still answers 409, not 500. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateContactError(error)) throw duplicate([]);
    throw error;
  }
}
