import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Link, useRevalidator } from "react-router";
import { z } from "zod";
import { formatFrenchPhone } from "#domain/french/phone";
import { formatDateTime } from "#domain/format/format-date-time";
import { BrandMark } from "../components/brand-mark";
import { buttonStyles } from "../components/button-styles";
import { Icon } from "../components/icons";
import { NotFoundScreen } from "../components/not-found-screen";
import { getLocale } from "../i18n/i18next.server";
import { pageTitle } from "../i18n/page-title";
import { apiErrorFrom } from "../lib/api-error";
import { callApi } from "../lib/api.server";
import type { Route } from "./+types/dev-sms";

const OutboxSmsSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  body: z.string(),
  created_at: z.string(),
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageTitle(matches, loaderData?.available ? "pages.smsOutbox" : "pages.notFound");
}

/**
 * Development helper: the SMS the local driver recorded instead of sending them (decision 0020).
 * Like /dev/outbox, /v1 answers 404 unless ENVIRONMENT is `development`, and this page is then the
 * ordinary not-found page.
 */
export async function loader(args: Route.LoaderArgs) {
  const response = await callApi(args, "/dev/outbox", { query: { channel: "sms" } });
  if (response.status === 404) return data({ available: false as const, messages: [] }, { status: 404 });
  if (!response.ok) throw await apiErrorFrom(response);
  const messages = z.array(OutboxSmsSchema).parse(await response.json());
  const locale = getLocale(args.context);
  return {
    available: true as const,
    messages: messages.map((message) => ({
      ...message,
      phone: formatFrenchPhone(message.recipient),
      sentAt: formatDateTime(new Date(message.created_at), locale),
    })),
  };
}

export default function DevSms({ loaderData }: Route.ComponentProps) {
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
        <h1 className="text-2xl font-semibold tracking-tight">{t("smsOutbox.title")}</h1>
        <p className="mt-1.5 text-sm text-ink-muted">{t("smsOutbox.intro")}</p>
        {loaderData.messages.length === 0 ? (
          <p className="mt-8 rounded-xl border border-dashed border-line-strong p-10 text-center text-sm text-ink-muted">
            {t("smsOutbox.empty")}
          </p>
        ) : (
          <>
            <p className="mt-6 text-xs text-ink-subtle">{t("smsOutbox.count", { count: loaderData.messages.length })}</p>
            <ol className="mt-3 space-y-4">
              {loaderData.messages.map((message) => (
                <li key={message.id}>
                  <article
                    aria-labelledby={`sms-${message.id}`}
                    className="rounded-xl border border-line bg-surface p-5 shadow-xs wrap-anywhere"
                    data-testid="outbox-sms"
                  >
                    <header className="flex flex-wrap items-baseline justify-between gap-2">
                      <h2 id={`sms-${message.id}`} className="font-semibold">
                        {t("outbox.recipient", { recipient: message.phone })}
                      </h2>
                      <p className="text-xs text-ink-subtle">
                        {t("outbox.sentAt")} <time dateTime={message.created_at}>{message.sentAt}</time>
                      </p>
                    </header>
                    {/* The text as the phone shows it: line breaks kept, nothing linkified. */}
                    <p className="mt-4 rounded-lg bg-surface-muted p-4 text-sm leading-relaxed break-words whitespace-pre-wrap">
                      {message.body}
                    </p>
                  </article>
                </li>
              ))}
            </ol>
          </>
        )}
      </main>
    </div>
  );
}
