import { OpenAPIHono } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { createD1Database } from "#db/client";
import { AppError } from "#domain/errors/app-error";
import type { AppEnv } from "./context";
import { readAppConfig } from "#features/platform/app-config";
import { SESSION_COOKIE } from "./auth/session-cookie";
import { handleError } from "./lib/errors";
import { validationHook } from "./lib/validation-hook";
import { forgetCallers } from "./middleware/caller-cache";
import { refuseCrossOriginWrites } from "./middleware/csrf";
import { forgetRenders } from "./middleware/page-callers";
import { securityHeaders } from "./middleware/security-headers";
import { accountRoutes } from "./routes/account";
import { activityLogRoutes } from "./routes/activity-logs";
import { authRoutes } from "./routes/auth";
import { companiesApi } from "./routes/companies-api";
import { devRoutes } from "./routes/dev";
import { contractSignatureApi } from "./routes/contract-signatures";
import { contractRoutes } from "./routes/contracts";
import { dpaeRoutes } from "./routes/dpae";
import { homeRoutes } from "./routes/home";
import { renderDocsPage } from "./routes/docs-page";
import { interviewQuestionRoutes } from "./routes/interview-questions";
import { jobOfferRoutes } from "./routes/job-offers";
import { liveNotificationRoutes } from "./routes/live-notifications";
import { multipostingSettingsRoutes } from "./routes/multiposting-settings";
import { notificationRoutes } from "./routes/notifications";
import { orderRoutes } from "./routes/orders";
import { orderConfirmationRoutes } from "./routes/orders-confirmations";
import { orderCandidateRoutes } from "./routes/orders-candidates";
import { orderStaffingRoutes } from "./routes/orders-staffing";
import { positionRoutes } from "./routes/positions";
import { publicConfirmationRoutes } from "./routes/public-confirmations";
import { publicJobOfferRoutes } from "./routes/public-job-offers";
import { publicRegistrationRoutes } from "./routes/public-registration";
import { smsWebhookRoutes } from "./routes/sms-webhooks";
import { availabilityRequestRoutes } from "./routes/availability-requests";
import { referenceRoutes } from "./routes/reference";
import { smsRoutes } from "./routes/sms";
import { spaceManagementRoutes } from "./routes/space-management";
import { spaceRoutes } from "./routes/spaces";
import { statisticsRoutes } from "./routes/statistics";
import { timesheetRoutes } from "./routes/timesheets";
import { timesheetApprovalRoutes } from "./routes/timesheets-approval";
import { publicTimesheetRoutes } from "./routes/public-timesheets";
import { userManagementRoutes } from "./routes/user-management";
import { groupRoutes } from "./routes/groups";
import { userRoutes } from "./routes/users";
import { workerRoutes } from "./routes/workers";
import { workerArchiveRoutes } from "./routes/workers-archive";
import { workerAvailabilityRoutes } from "./routes/workers-availabilities";
import { workerCommentRoutes } from "./routes/workers-comments";
import { workerMissionRoutes } from "./routes/workers-missions";
import { workerDocumentRoutes } from "./routes/workers-documents";
import { workerDocumentSendRoutes } from "./routes/workers-documents-send";
import { workerDocumentAnonymizeRoutes } from "./routes/workers-documents-anonymize";
import { workerSuggestionRoutes } from "./routes/workers-suggestions";
import { workerEmergencyContactRoutes } from "./routes/workers-emergency-contacts";
import { workerEquipmentRoutes } from "./routes/workers-equipment";
import { workerInterviewRoutes } from "./routes/workers-interview";
import { workerProfilePictureRoutes } from "./routes/workers-profile-picture";
import { workerSmsRoutes } from "./routes/workers-sms";

const OPENAPI_CONFIG: Parameters<OpenAPIHono["getOpenAPI31Document"]>[0] = {
  openapi: "3.1.0",
  info: {
    title: "Intérim back-office API",
    version: "1.0.0",
    description: "Every route validates its input (422 names each refused field) and is scoped to the caller's spaces.",
  },
  servers: [{ url: "/" }],
  security: [{ bearer: [] }, { sessionCookie: [] }],
};

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A write may change who may do what (a sign-out, a user's rights or spaces, a space closed): once it
 * ends, this isolate forgets the callers it kept (caller-cache.ts, page-callers.ts), whichever route it was.
 */
const forgetCallersAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
  try {
    await next();
  } finally {
    if (!READS.has(c.req.method)) {
      forgetCallers();
      forgetRenders();
    }
  }
});

/** Per-request setup: configuration and database handle. Each sub-app limits its body (access/sub-app.ts). */
const requestSetup = createMiddleware<AppEnv>(async (c, next) => {
  c.set("config", readAppConfig(c.env));
  c.set("db", createD1Database(c.env.DB));
  await next();
});

export function createApp() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath("/v1");
  app.onError(handleError);
  app.notFound(() => {
    throw new AppError("not_found", "Resource does not exist");
  });
  app.use("*", securityHeaders);
  app.use("*", refuseCrossOriginWrites);
  app.use("*", requestSetup);
  app.use("*", forgetCallersAfterWrites);

  app.get("/health", (c) => c.json({ ok: true }));
  app.route("/auth", authRoutes);
  app.route("/users", userRoutes);
  app.route("/users", userManagementRoutes);
  app.route("/groups", groupRoutes);
  app.route("/spaces", spaceRoutes);
  app.route("/spaces", spaceManagementRoutes);
  app.route("/spaces", interviewQuestionRoutes);
  app.route("/spaces", multipostingSettingsRoutes);
  app.route("/workers", availabilityRequestRoutes);
  app.route("/workers", workerRoutes);
  app.route("/workers", workerArchiveRoutes);
  app.route("/workers", workerAvailabilityRoutes);
  app.route("/workers", workerCommentRoutes);
  app.route("/workers", workerMissionRoutes);
  app.route("/workers", workerEquipmentRoutes);
  app.route("/workers", workerEmergencyContactRoutes);
  app.route("/workers", workerInterviewRoutes);
  app.route("/workers", workerProfilePictureRoutes);
  app.route("/workers", workerSmsRoutes);
  app.route("/sms", smsRoutes);
  app.route("/workers", workerDocumentRoutes);
  app.route("/workers", workerDocumentSendRoutes);
  app.route("/workers", workerDocumentAnonymizeRoutes);
  app.route("/workers", workerSuggestionRoutes);
  app.route("/orders", orderRoutes);
  app.route("/orders", orderConfirmationRoutes);
  app.route("/orders", orderCandidateRoutes);
  app.route("/orders", orderStaffingRoutes);
  app.route("/positions", positionRoutes);
  app.route("/dpae", dpaeRoutes);
  app.route("/contracts", contractRoutes);
  app.route("/job-offers", jobOfferRoutes);
  app.route("/timesheets", timesheetRoutes);
  app.route("/timesheets", timesheetApprovalRoutes);
  app.route("/public", publicTimesheetRoutes);
  app.route("/public", publicConfirmationRoutes);
  app.route("/account", accountRoutes);
  app.route("/activity-logs", activityLogRoutes);
  app.route("/statistics", statisticsRoutes);
  app.route("/home", homeRoutes);
  app.route("/reference", referenceRoutes);
  app.route("/notifications", liveNotificationRoutes);
  app.route("/notifications", notificationRoutes);
  app.route("/sms", smsWebhookRoutes);
  app.route("/public", publicRegistrationRoutes);
  app.route("/public", publicJobOfferRoutes);
  app.route("/dev", devRoutes);
  app.route("/", companiesApi);
  app.route("/", contractSignatureApi);

  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  app.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
  });
  app.doc31("/openapi.json", OPENAPI_CONFIG);
  app.get("/docs", (c) => c.html(renderDocsPage(app.getOpenAPI31Document(OPENAPI_CONFIG), c.get("cspNonce"))));
  return app;
}
