import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Spec 000 §2 routes. Signed-in screens sit under the shell layout (session check); the guarded areas
// of spec 000 §6 under a layout whose loader checks the permission (404 when missing).
export default [
  index("routes/index.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password/:token", "routes/reset-password.tsx"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  route("dev/sms", "routes/dev-sms.tsx"),
  route("dev/multiposting", "routes/dev-multiposting.tsx"),
  route("dev/signatures/:requestId?/:signerId?", "routes/dev-signatures.tsx"),
  // The accessibility statement (RGAA): public, in or out of a session.
  route("accessibility", "routes/accessibility.tsx"),

  // Public registration, without the shell (spec 001 §2).
  route("inscription/:agency", "routes/registration/standard.tsx"),
  route("express/:agency", "routes/registration/express.tsx"),
  route("inscription-borne/:agency", "routes/registration/kiosk.tsx"),

  // The agency's own channel for its published offers (decision 0046): light pages without the shell,
  // and the feed job aggregators read ("feed.xml" outranks an offer's id: a static segment).
  route("offres/:agency", "routes/offers/agency.tsx"),
  route("offres/:agency/feed.xml", "routes/offers/feed.ts"),
  route("offres/:agency/:id", "routes/offers/offer.tsx"),
  route("valider-heures/:code", "routes/timesheets-public/approval.tsx"),
  route("mes-heures/:code", "routes/timesheets-public/worker.tsx"),

  layout("routes/shell/layout.tsx", [
    route("home", "routes/home.tsx"),
    route("workers", "routes/workers/list.tsx"),
    route("future-workers", "routes/workers/list.tsx", { id: "routes/future-workers" }),
    route("workers/create", "routes/workers/create.tsx"),
    // The worker's photo for the file's <img>, and its upload and removal (a resource route, no screen).
    route("workers/:id/profile-picture", "routes/workers/file/profile-picture.ts"),
    // A document's upload (streamed on to /v1, with the browser's progress) and its download: resource routes.
    route("workers/:id/documents/upload", "routes/workers/file/documents-upload.ts"),
    route("workers/:id/documents/:documentId/file", "routes/workers/file/document-file.ts"),
    // OCR suggestions of the profile: read and decided by a fetcher (a resource route).
    route("workers/:id/suggestions", "routes/workers/file/suggestions.ts"),
    // A worker's file: one URL per tab (spec 000 §2 "worker file tabs"), under a layout that loads the worker.
    route("workers/:id", "routes/workers/file/layout.tsx", [
      index("routes/workers/file/profile.tsx"),
      route("availabilities", "routes/workers/file/availabilities.tsx"),
      route("comments", "routes/workers/file/comments.tsx"),
      route("equipment", "routes/workers/file/equipment.tsx"),
      route("emergency-contacts", "routes/workers/file/emergency-contacts.tsx"),
      route("documents", "routes/workers/file/documents.tsx"),
      route("documents/:documentId/anonymize", "routes/workers/file/document-anonymize.tsx"),
      route("documents/:documentId/send", "routes/workers/file/document-send.tsx"),
      route("interview", "routes/workers/file/interview.tsx"),
      route("missions", "routes/workers/file/missions.tsx"),
      route("sms", "routes/workers/file/sms.tsx"),
    ]),
    route("workers/update/:id", "routes/workers/update.tsx"),
    route("companies", "routes/companies/list.tsx"),
    route("companies/create", "routes/companies/create.tsx"),
    route("companies/:id", "routes/companies/detail.tsx"),
    // The writes of the competence-check panel of a company's (or a worker's) file (a resource route, no screen).
    route("competence-checks", "routes/competence-checks/actions.ts"),
    // The SMS dialog's send and its space's flag, for the worker list and the worker file (no screen).
    route("sms", "routes/sms/actions.ts"),
    // The availability-request dialog's send, for the worker list and the worker file (no screen).
    route("availability-requests", "routes/availability-requests/actions.ts"),
    // Spec 000 §2 names the screen without a route: /notifications (decision 0025).
    route("notifications", "routes/notifications/list.tsx"),
    route("positions/create", "routes/positions/create.tsx"),
    // Job offers and multiposting (spec 000 §2 /multiposting: the permission and the credentials; decision 0046).
    route("multiposting", "routes/multiposting/layout.tsx", [
      index("routes/multiposting/list.tsx"),
      route("new", "routes/multiposting/create.tsx"),
      route(":id", "routes/multiposting/detail.tsx"),
      route(":id/edit", "routes/multiposting/edit.tsx"),
    ]),
    route("account", "routes/account.tsx"),

    // "DPAE and confirmation" (spec 000 §2), behind jobs-delegate: the list, a declaration, its XML and the
    // mission confirmation PDFs (resource routes).
    route("dpae", "routes/dpae/layout.tsx", [
      index("routes/dpae/list.tsx"),
      route(":id", "routes/dpae/detail.tsx"),
      route(":id/xml", "routes/dpae/xml.ts"),
      route("confirmations/:orderId/:workerId/:audience", "routes/dpae/confirmation-pdf.ts"),
    ]),
    route("contracts", "routes/contracts/layout.tsx", [
      index("routes/contracts/list.tsx"),
      route(":id/pdf/:audience", "routes/contracts/pdf.ts"),
      route("order/:orderId", "routes/contracts/order-contracts.ts"),
      route(":id/send", "routes/contracts/send.ts"),
    ]),

    layout("routes/orders/layout.tsx", [
      route("orders", "routes/orders/list.tsx"),
      route("orders/create", "routes/orders/create.tsx"),
      route("timesheets", "routes/timesheets/list.tsx"),
      route("timesheets/export", "routes/timesheets/export.tsx"),
      route("timesheets/:id", "routes/timesheets/editor.tsx"),
      route("orders/:id", "routes/orders/detail.tsx"),
      // A static segment outranks /orders/:id/:status: "edit" is never read as a status.
      route("orders/:id/edit", "routes/orders/edit.tsx"),
      // Spec 000 §2: the same file showing the workers of one order-template status.
      route("orders/:id/:status", "routes/orders/detail.tsx", { id: "routes/orders/detail-status" }),
    ]),

    route("admin", "routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("spaces", "routes/admin/spaces.tsx"),
      route("spaces/:id", "routes/admin/space-detail.tsx"),
      route("spaces/update/:id", "routes/admin/space-update.tsx"),
      // The user screens serve both areas (spec 000 §2: "the same screen as the admin one").
      route("users", "routes/users/list.tsx", { id: "routes/admin/users" }),
      route("users/create", "routes/users/create.tsx", { id: "routes/admin/users-create" }),
      route("users/groups", "routes/users/groups.tsx", { id: "routes/admin/groups" }),
      route("users/:id", "routes/users/detail.tsx", { id: "routes/admin/user-detail" }),
      route("users/update/:id", "routes/users/update.tsx", { id: "routes/admin/user-update" }),
      route("activity-logs", "routes/admin/activity-logs.tsx"),
      route("statistics", "routes/admin/statistics.tsx"),
    ]),

    route("space", "routes/space/layout.tsx", [
      index("routes/space/index.tsx"),
      route("users", "routes/users/list.tsx", { id: "routes/space/users" }),
      route("users/create", "routes/users/create.tsx", { id: "routes/space/users-create" }),
      route("users/groups", "routes/users/groups.tsx", { id: "routes/space/groups" }),
      route("users/:id", "routes/users/detail.tsx", { id: "routes/space/user-detail" }),
      route("users/update/:id", "routes/users/update.tsx", { id: "routes/space/user-update" }),
      // The agency's own settings and registration links, for its space administrators (decision 0045).
      route("settings", "routes/space/settings.tsx"),
    ]),
  ]),

  // Anything else (spec 000 §2). Also keeps the i18n middleware in play for unknown URLs.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
