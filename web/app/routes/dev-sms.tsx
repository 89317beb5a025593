import { useEffect, useState } from "react";
import { data, Form, Link, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { z } from "zod";
import { formatFrenchPhone } from "#domain/french/phone";
import { formatDateTime } from "#domain/format/format-date-time";
import { useTranslation } from "#web/app/i18n/use-translation";
import { BrandMark } from "../components/brand-mark";
import { buttonStyles } from "../components/button-styles";
import { FormAlert } from "../components/form/form-alert";
import { TextField } from "../components/form/text-field";
import { TextareaField } from "../components/form/textarea-field";
import { Icon } from "../components/icons";
import { NotFoundScreen } from "../components/not-found-screen";
import { getLocale } from "../i18n/i18next.server";
import { pageTitle } from "../i18n/page-title";
import { apiErrorFrom } from "../lib/api-error";
import { callApi } from "../lib/api.server";
import type { Route } from "./+types/dev-sms";

const ConversationSchema = z.array(
  z.object({
    id: z.number(),
    direction: z.enum(["outbound", "inbound"]),
    phone: z.string(),
    body: z.string(),
    worker_name: z.string().nullable(),
    created_at: z.string(),
  }),
);

const ReplySchema = z.object({ from: z.string().trim().min(3).max(40), text: z.string().trim().min(1).max(2000) });

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageTitle(matches, loaderData?.available ? "pages.smsOutbox" : "pages.notFound");
}

/**
 * Development helper (decision 0045): the SMS the local driver recorded instead of sending them, and
 * the workers' replies played here, each with the worker it concerns; a form plays a reply, through
 * /v1/dev/sms/inbound, the queue and consumer an SMSFactor webhook reaches. Like /dev/outbox, /v1
 * answers 404 unless ENVIRONMENT is `development`, and this page is then the ordinary not-found page.
 */
export async function loader(args: Route.LoaderArgs) {
  const response = await callApi(args, "/dev/sms");
  if (response.status === 404) return data({ available: false as const, messages: [] }, { status: 404 });
  if (!response.ok) throw await apiErrorFrom(response);
  const locale = getLocale(args.context);
  return {
    available: true as const,
    messages: ConversationSchema.parse(await response.json()).map((message) => ({
      ...message,
      phoneText: message.phone.startsWith("+") ? formatFrenchPhone(message.phone) : message.phone,
      sentAt: formatDateTime(new Date(message.created_at), locale),
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const reply = ReplySchema.safeParse({ from: formData.get("from"), text: formData.get("text") });
  if (!reply.success) return data({ played: false as const }, { status: 422 });
  const response = await callApi(args, "/dev/sms/inbound", { method: "POST", json: reply.data });
  if (!response.ok) throw await apiErrorFrom(response);
  return { played: true as const };
}

export default function DevSms({ loaderData, actionData }: Route.ComponentProps) {
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
        <PlayReply result={actionData ?? null} />
        {loaderData.messages.length === 0 ? (
          <p className="mt-8 rounded-xl border border-dashed border-line-strong p-10 text-center text-sm text-ink-muted">
            {t("smsOutbox.empty")}
          </p>
        ) : (
          <>
            <p className="mt-6 text-xs text-ink-subtle">{t("smsOutbox.count", { count: loaderData.messages.length })}</p>
            <ol className="mt-3 space-y-4">
              {loaderData.messages.map((message) => {
                const inbound = message.direction === "inbound";
                return (
                  <li key={message.id} className={inbound ? "sm:pl-16" : "sm:pr-16"}>
                    <article
                      aria-labelledby={`sms-${message.id}`}
                      className={`rounded-xl border p-5 shadow-xs wrap-anywhere ${inbound ? "border-accent-soft bg-accent-soft/40" : "border-line bg-surface"}`}
                      data-testid={inbound ? "inbound-sms" : "outbox-sms"}
                    >
                      <header className="flex flex-wrap items-baseline justify-between gap-2">
                        <h2 id={`sms-${message.id}`} className="font-semibold">
                          {t(inbound ? "dev.sms.from" : "dev.sms.to", { phone: message.phoneText })}
                          {" · "}
                          <span className={message.worker_name ? "" : "font-normal text-ink-muted"}>
                            {message.worker_name ?? t("dev.sms.unknownWorker")}
                          </span>
                        </h2>
                        <p className="text-xs text-ink-subtle">
                          {t(inbound ? "dev.sms.inbound" : "dev.sms.outbound")} <time dateTime={message.created_at}>{message.sentAt}</time>
                        </p>
                      </header>
                      {/* The text as the phone shows it: line breaks kept, nothing linkified. */}
                      <p className="mt-4 rounded-lg bg-surface-muted p-4 text-sm leading-relaxed break-words whitespace-pre-wrap">
                        {message.body}
                      </p>
                      {inbound ? null : (
                        <p className="mt-3">
                          <Link
                            to={`?${new URLSearchParams({ from: message.phone })}#play-reply`}
                            preventScrollReset
                            className="text-sm font-medium text-accent-ink underline underline-offset-2"
                          >
                            {t("dev.sms.reply")}
                          </Link>
                        </p>
                      )}
                    </article>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </main>
    </div>
  );
}

/** The worker's reply, typed as they would on their phone; "Répondre" on an SMS fills in its number. */
function PlayReply({ result }: { result: { played: boolean } | null }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [replies, setReplies] = useState(0);
  const from = searchParams.get("from") ?? "";
  const sending = navigation.state === "submitting";
  const played = result?.played === true;

  // Played: the text is emptied for the next reply, the number kept.
  useEffect(() => {
    if (result?.played) setReplies((count) => count + 1);
  }, [result]);

  return (
    <section id="play-reply" aria-labelledby="play-reply-title" className="mt-8 rounded-xl border border-line bg-surface p-5 shadow-xs">
      <h2 id="play-reply-title" className="font-semibold">
        {t("dev.sms.play.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("dev.sms.play.intro")}</p>
      <Form method="post" className="mt-4 space-y-4" aria-labelledby="play-reply-title">
        {played ? <FormAlert tone="success">{t("dev.sms.play.played")}</FormAlert> : null}
        <TextField
          key={from}
          label={t("dev.sms.play.phone")}
          name="from"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          minLength={3}
          maxLength={40}
          defaultValue={from ? formatFrenchPhone(from) : ""}
        />
        <TextareaField key={replies} label={t("dev.sms.play.text")} name="text" required maxLength={2000} rows={2} />
        <div className="flex justify-end">
          <button type="submit" className={buttonStyles.primary} disabled={sending}>
            {t("dev.sms.play.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
