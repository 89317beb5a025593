import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Link, useRevalidator } from "react-router";
import { z } from "zod";
import { formatDateTime } from "#domain/format/format-date-time";
import { BrandMark } from "../components/brand-mark";
import { buttonStyles } from "../components/button-styles";
import { Icon } from "../components/icons";
import { NotFoundScreen } from "../components/not-found-screen";
import { getLocale } from "../i18n/i18next.server";
import { pageTitle } from "../i18n/page-title";
import { apiErrorFrom } from "../lib/api-error";
import { callApi } from "../lib/api.server";
import type { Route } from "./+types/dev-multiposting";

const OutboxOfferSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageTitle(matches, loaderData?.available ? "multiposting.devOutbox.title" : "pages.notFound");
}

/**
 * Development helper: the offers the local multiposting driver recorded instead of sending them to
 * Talentplug (decision 0046), the XML as SendToUbipostingLite would carry it. It is also where the local
 * driver's "pick your job boards" link leads (`?reference=` shows one offer's). Like /dev/outbox, /v1
 * answers 404 unless ENVIRONMENT is `development`, and this page is then the ordinary not-found page.
 */
export async function loader(args: Route.LoaderArgs) {
  const response = await callApi(args, "/dev/outbox", { query: { channel: "multiposting" } });
  if (response.status === 404) return data({ available: false as const, messages: [] }, { status: 404 });
  if (!response.ok) throw await apiErrorFrom(response);
  const reference = new URL(args.request.url).searchParams.get("reference");
  const messages = z
    .array(OutboxOfferSchema)
    .parse(await response.json())
    .filter((message) => !reference || message.subject?.includes(` ${reference}: `));
  const locale = getLocale(args.context);
  return {
    available: true as const,
    messages: messages.map((message) => ({ ...message, sentAt: formatDateTime(new Date(message.created_at), locale) })),
  };
}

export default function DevMultiposting({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  if (!loaderData.available) return <NotFoundScreen />;
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
        <h1 className="text-2xl font-semibold tracking-tight">{t("multiposting.devOutbox.title")}</h1>
        <p className="mt-1.5 text-sm text-ink-muted">{t("multiposting.devOutbox.intro")}</p>
        {loaderData.messages.length === 0 ? (
          <p className="mt-8 rounded-xl border border-dashed border-line-strong p-10 text-center text-sm text-ink-muted">
            {t("multiposting.devOutbox.empty")}
          </p>
        ) : (
          <ol className="mt-6 space-y-4">
            {loaderData.messages.map((message) => (
              <li key={message.id}>
                <article
                  aria-labelledby={`offer-${message.id}`}
                  className="rounded-xl border border-line bg-surface p-5 shadow-xs wrap-anywhere"
                  data-testid="outbox-offer"
                >
                  <header className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 id={`offer-${message.id}`} className="font-semibold">
                      {message.subject}
                    </h2>
                    <p className="text-xs text-ink-subtle">
                      {t("multiposting.devOutbox.account", { login: message.recipient })} ·{" "}
                      <time dateTime={message.created_at}>{message.sentAt}</time>
                    </p>
                  </header>
                  <pre className="mt-4 overflow-x-auto rounded-lg bg-surface-muted p-4 text-xs leading-relaxed whitespace-pre-wrap">
                    {message.body}
                  </pre>
                </article>
              </li>
            ))}
          </ol>
        )}
      </main>
    </div>
  );
}
