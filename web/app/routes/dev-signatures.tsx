import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Form, Link, useRevalidator } from "react-router";
import { z } from "zod";
import { BrandMark } from "../components/brand-mark";
import { buttonStyles } from "../components/button-styles";
import { Icon } from "../components/icons";
import { NotFoundScreen } from "../components/not-found-screen";
import { pageTitle } from "../i18n/page-title";
import { apiErrorFrom } from "../lib/api-error";
import { callApi } from "../lib/api.server";
import type { Route } from "./+types/dev-signatures";

const SignerSchema = z.object({
  role: z.enum(["agency", "client", "worker"]),
  signer_id: z.string(),
  link: z.string(),
  signed_at: z.string().nullable(),
});
const RequestSchema = z.object({
  request_id: z.string(),
  contract_id: z.number(),
  contract_number: z.string(),
  status: z.enum(["draft", "sent", "signed", "declined", "expired", "cancelled"]),
  signers: z.array(SignerSchema),
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageTitle(matches, loaderData?.available ? "dev.signatures.title" : "pages.notFound");
}

/**
 * Development helper: the local signature driver's signing page (decision 0054). /dev/signatures lists
 * the requests the local driver made instead of Yousign, with each signer's link; a link opens this page
 * for that one signer, who signs (or declines) by hand, and the page posts the events Yousign's webhook
 * would. Like /dev/outbox, /v1 answers 404 unless ENVIRONMENT is `development`, and this page is then the
 * ordinary not-found page.
 */
export async function loader(args: Route.LoaderArgs) {
  const response = await callApi(args, "/dev/signatures");
  if (response.status === 404) return data({ available: false as const, requests: [], signer: null }, { status: 404 });
  if (!response.ok) throw await apiErrorFrom(response);
  const requests = z.array(RequestSchema).parse(await response.json());
  const { requestId, signerId } = args.params;
  if (!requestId) return { available: true as const, requests, signer: null };
  const request = requests.find((candidate) => candidate.request_id === requestId);
  const signer = request?.signers.find((candidate) => candidate.signer_id === signerId);
  if (!request || !signer) return data({ available: false as const, requests: [], signer: null }, { status: 404 });
  return { available: true as const, requests: [request], signer };
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const decision = formData.get("decision") === "decline" ? "decline" : "sign";
  const { requestId, signerId } = args.params;
  if (!requestId || !signerId) throw data(null, { status: 404 });
  const response = await callApi(
    args,
    `/dev/signatures/${encodeURIComponent(requestId)}/signers/${encodeURIComponent(signerId)}/${decision}`,
    {
      method: "POST",
    },
  );
  if (!response.ok) throw await apiErrorFrom(response);
  return { done: decision };
}

export default function DevSignatures({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  if (!loaderData.available) return <NotFoundScreen />;
  const { signer } = loaderData;
  const request = loaderData.requests[0];
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-6 py-4">
          <Link to="/login">
            <BrandMark />
          </Link>
          <button type="button" className={buttonStyles.secondary} onClick={() => void revalidator.revalidate()}>
            <Icon name="refresh" className="size-4" />
            {t("outbox.refresh")}
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-6 py-10">
        {signer && request ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight">{t("dev.signatures.signTitle", { number: request.contract_number })}</h1>
            <p className="mt-1.5 text-sm text-ink-muted">{t(`dev.signatures.roles.${signer.role}`)}</p>
            {signer.signed_at || actionData?.done === "sign" ? (
              <p role="status" className="mt-6 rounded-xl border border-line bg-surface p-5">
                {t("dev.signatures.signed")}
              </p>
            ) : actionData?.done === "decline" || request.status === "declined" ? (
              <p role="status" className="mt-6 rounded-xl border border-line bg-surface p-5">
                {t("dev.signatures.declined")}
              </p>
            ) : (
              <Form method="post" className="mt-6 flex flex-wrap gap-3">
                <button type="submit" name="decision" value="sign" className={buttonStyles.primary}>
                  {t("dev.signatures.sign")}
                </button>
                <button type="submit" name="decision" value="decline" className={buttonStyles.secondary}>
                  {t("dev.signatures.decline")}
                </button>
              </Form>
            )}
            <p className="mt-6 text-sm">
              <Link to="/dev/signatures" className="underline">
                {t("dev.signatures.back")}
              </Link>
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-semibold tracking-tight">{t("dev.signatures.title")}</h1>
            <p className="mt-1.5 text-sm text-ink-muted">{t("dev.signatures.intro")}</p>
            {loaderData.requests.length === 0 ? (
              <p className="mt-8 rounded-xl border border-dashed border-line-strong p-10 text-center text-sm text-ink-muted">
                {t("dev.signatures.empty")}
              </p>
            ) : (
              <ol className="mt-6 space-y-4">
                {loaderData.requests.map((entry) => (
                  <li key={entry.request_id}>
                    <article
                      aria-labelledby={`request-${entry.request_id}`}
                      className="rounded-xl border border-line bg-surface p-5 shadow-xs"
                    >
                      <h2 id={`request-${entry.request_id}`} className="font-semibold">
                        {t("dev.signatures.requestTitle", { number: entry.contract_number })} · {t(`contracts.statuses.${entry.status}`)}
                      </h2>
                      <ul className="mt-3 space-y-2 text-sm">
                        {entry.signers.map((person) => (
                          <li key={person.signer_id} className="flex flex-wrap items-center gap-3">
                            <Link to={`/dev/signatures/${entry.request_id}/${person.signer_id}`} className="underline">
                              {t("dev.signatures.signAs", {
                                role: t(`dev.signatures.roles.${person.role}`),
                                number: entry.contract_number,
                              })}
                            </Link>
                            <span className="text-ink-muted">
                              {person.signed_at ? t("dev.signatures.hasSigned") : t("dev.signatures.waiting")}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </article>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </main>
    </div>
  );
}
