import { publicOperationContextOf, requestClientOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { CONFIRMATION_CODE_LENGTH } from "#domain/orders/confirmation-link";
import { resolveLocale } from "#domain/reference/label-language";
import { openRoutes } from "../access/sub-app";
import { errorResponses } from "../lib/openapi";
import { openConfirmationLink } from "#features/orders/confirmations/open-confirmation-link";
import { pdfAnswer } from "./orders-confirmations";

// The mission voucher's link (decision 0031): a worker opens their own confirmation
// from the SMS, signed in nowhere. Open route: the signed code is the only key.
export const publicConfirmationRoutes = openRoutes();

const CodeParamsSchema = z.object({
  // Any text reaches the operation, which answers 404 for anything but a valid code: no 422 tells a
  // prober which shapes come close.
  code: z
    .string()
    .max(200)
    .openapi({ example: "A".repeat(CONFIRMATION_CODE_LENGTH) }),
});

publicConfirmationRoutes.openapi(
  createRoute({
    method: "get",
    path: "/confirmations/{code}",
    tags: ["confirmations"],
    security: [],
    summary: "A worker's own mission confirmation, from the voucher SMS's signed link (no sign-in)",
    description:
      "The worker's copy as a PDF, in the phone's language (Accept-Language), else French. 404 for a code that is malformed, forged or expired (a week after the mission's end), a worker no longer accepted or a cancelled order; 429 beyond 30 openings a minute from one address.",
    request: { params: CodeParamsSchema },
    responses: {
      200: { content: { "application/pdf": { schema: { type: "string" as const, format: "binary" } } }, description: "The PDF" },
      ...errorResponses(404, 429),
    },
  }),
  async (c) => {
    const locale = resolveLocale(undefined, c.req.header("Accept-Language"));
    const { bytes, fileName } = await openConfirmationLink(
      {
        ...publicOperationContextOf(c),
        client: requestClientOf(c),
        linkBindings: {
          CONFIRMATION_LINK_RATE_LIMIT: c.env.CONFIRMATION_LINK_RATE_LIMIT,
          CONFIRMATION_LINK_SECRET: c.env.CONFIRMATION_LINK_SECRET,
          ENVIRONMENT: c.env.ENVIRONMENT,
        },
      },
      { code: c.req.valid("param").code, locale },
    );
    return pdfAnswer(bytes, fileName, locale);
  },
);
