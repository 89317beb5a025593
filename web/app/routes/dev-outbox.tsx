import { Fragment } from "react";
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
import type { Route } from "./+types/dev-outbox";

const OutboxMessageSchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
  created_at: z.string(),
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageTitle(matches, loaderData?.available ? "pages.outbox" : "pages.notFound");
}

/**
 * Development helper: the e-mails the local driver recorded instead of sending them, each attachment
 * opened from the bucket as the recipient would open it (/v1/dev/outbox/{id}/attachments/{index},
 * decision 0045). /v1 answers
 * 404 unless ENVIRONMENT is `development` (decision 0014); this page is then the ordinary not-found
 * page, as for any URL that does not exist.
 */
export async function loader(args: Route.LoaderArgs) {
  const response = await callApi(args, "/dev/outbox", { query: { channel: "email" } });
  if (response.status === 404) return data({ available: false as const, messages: [] }, { status: 404 });
  if (!response.ok) throw await apiErrorFrom(response);
  const messages = z.array(OutboxMessageSchema).parse(await response.json());
  const locale = getLocale(args.context);
  return {
    available: true as const,
    messages: messages.map((message) => ({ ...message, sentAt: formatDateTime(new Date(message.created_at), locale) })),
  };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
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
        <h1 className="text-2xl font-semibold tracking-tight">{t("outbox.title")}</h1>
        <p className="mt-1.5 text-sm text-ink-muted">{t("outbox.intro")}</p>
        {loaderData.messages.length === 0 ? (
          <p className="mt-8 rounded-xl border border-dashed border-line-strong p-10 text-center text-sm text-ink-muted">
            {t("outbox.empty")}
          </p>
        ) : (
          <>
            <p className="mt-6 text-xs text-ink-subtle">{t("outbox.count", { count: loaderData.messages.length })}</p>
            <ol className="mt-3 space-y-4">
              {loaderData.messages.map((message) => (
                <li key={message.id}>
                  <article
                    aria-labelledby={`outbox-${message.id}`}
                    // Long addresses and reset links wrap anywhere: nothing scrolls sideways on a phone.
                    className="rounded-xl border border-line bg-surface p-5 shadow-xs wrap-anywhere"
                    data-testid="outbox-message"
                  >
                    <header className="flex flex-wrap items-baseline justify-between gap-2">
                      <h2 id={`outbox-${message.id}`} className="font-semibold">
                        {message.subject ?? t("outbox.noSubject")}
                      </h2>
                      <p className="text-xs text-ink-subtle">
                        {t("outbox.sentAt")} <time dateTime={message.created_at}>{message.sentAt}</time>
                      </p>
                    </header>
                    <p className="mt-1 text-sm text-ink-muted">{t("outbox.recipient", { recipient: message.recipient })}</p>
                    <div className="mt-4 rounded-lg bg-surface-muted p-4 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap">
                      <LinkifiedText text={message.body} />
                    </div>
                    {message.attachments.length > 0 ? (
                      <div className="mt-3">
                        <h3 className="text-sm font-medium">{t("dev.outbox.attachments")}</h3>
                        <ul className="mt-1 flex flex-wrap gap-2">
                          {message.attachments.map((attachment, index) => (
                            <li key={index}>
                              {/* Opened straight from /v1, which streams the stored file (development only). */}
                              <a
                                href={`/v1/dev/outbox/${message.id}/attachments/${index}`}
                                target="_blank"
                                rel="noreferrer"
                                aria-label={t("dev.outbox.open", { name: attachment.filename })}
                                className="inline-flex items-center gap-1.5 rounded-md border border-line px-2.5 py-1 text-sm text-accent-ink hover:bg-surface-muted"
                              >
                                <Icon name="document" className="size-4" />
                                {attachment.filename}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
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

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its URLs made clickable (the reset link of a password e-mail, for instance). */
function LinkifiedText({ text }: { text: string }) {
  return text.split(URL_PATTERN).map((piece, index) =>
    index % 2 === 1 ? (
      <a key={index} href={piece} className="text-accent-ink underline underline-offset-2">
        {piece}
      </a>
    ) : (
      <Fragment key={index}>{piece}</Fragment>
    ),
  );
}
