import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Link, redirect, useActionData, useRevalidator, useSubmit } from "react-router";
import { z } from "zod";
import { formatDate, formatDateTime } from "#domain/format/format-date-time";
import { JobOfferApplicantSchema, JobOfferSchema } from "#domain/job-offers/job-offer-schemas";
import { BackLink } from "#web/app/components/back-link";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { FormAlert } from "#web/app/components/form/form-alert";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { Icon } from "#web/app/components/icons";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { catalogueMessage, refusalFrom, withRefusalStatus } from "#web/app/lib/forms/refusal.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { requirePermission } from "#web/app/lib/session.server";
import { useOneShotSearchParam } from "#web/app/lib/use-one-shot-search-param";
import { ApplicantsSection } from "./+shared/applicants-section";
import { calendarDay, salaryAmounts } from "./+shared/offer-format";
import { OfferStatusBadge } from "./+shared/offer-status-badge";
import { PublicationPanel } from "./+shared/publication-panel";
import type { Route } from "./+types/detail";

// /multiposting/{id}: one offer (spec 000 §3 Job offer): its fields, its publication (spec 000 §4:
// publish, republish, unpublish, delete, automatic republishing on or off) and its applicants.

/** While an action is on its way to Talentplug, the screen reads the offer again this often. */
const PENDING_REFRESH_MS = 2_000;

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return pageTitle(matches, screenTitleKey(error, "pages.multiposting"));
  return pageTitle(matches, "multiposting.pages.detail", { title: loaderData.offer.title });
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "multiposting");
  const id = numericIdParam(args.params.id);
  const [{ data: offer }, { data: applicants, headers }] = await Promise.all([
    loadFromApi(args, `/job-offers/${id}`, JobOfferSchema),
    loadFromApi(args, `/job-offers/${id}/applicants`, z.array(JobOfferApplicantSchema), { per_page: 100 }),
  ]);
  const saved = new URL(args.request.url).searchParams.get("saved");
  return {
    offer,
    applicants,
    applicantsTotal: Number(headers.get("X-Total-Count") ?? applicants.length),
    saved: saved === "created" || saved === "updated" ? saved : null,
  };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["publish", "unpublish", "republish"]) }),
  z.object({ intent: z.literal("auto_republish"), auto_republish: z.enum(["on", "off"]) }),
  z.object({ intent: z.literal("delete") }),
]);

export async function action(args: Route.ActionArgs) {
  await requirePermission(args, "multiposting");
  const id = numericIdParam(args.params.id);
  const parsed = ActionSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const intent = parsed.data.intent;
  const response =
    intent === "delete"
      ? await callApi(args, `/job-offers/${id}`, { method: "DELETE" })
      : intent === "auto_republish"
        ? await callApi(args, `/job-offers/${id}`, { method: "PATCH", json: { auto_republish: parsed.data.auto_republish === "on" } })
        : await callApi(args, `/job-offers/${id}/${intent}`, { method: "POST" });
  // A publication refused (no credentials, a pending action, the offer changed meanwhile): the
  // catalogue's message above the offer.
  if (!response.ok) return withRefusalStatus(await refusalFrom(args, response, { formMessages: catalogueMessage }));
  if (intent === "delete") throw redirect("/multiposting?deleted=1");
  return { ok: true as const };
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink">{value ?? "—"}</dd>
    </div>
  );
}

export default function OfferDetail({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { offer, applicants, applicantsTotal, saved } = loaderData;
  const answer = useActionData<typeof action>();
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  useOneShotSearchParam("saved", saved !== null);

  // The queue carries the action out in a moment: the screen follows it until it is done.
  useEffect(() => {
    if (!offer.pending_action) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [offer.pending_action, revalidator]);

  const salary = salaryAmounts(offer, i18n.language);
  return (
    <div className="space-y-6">
      <BackLink to="/multiposting">{t("multiposting.detail.back")}</BackLink>
      <PageHeader title={offer.title}>
        <div className="flex flex-wrap items-center gap-2">
          <span data-testid="offer-status">
            <OfferStatusBadge status={offer.status} />
          </span>
          <Link to={`/multiposting/${offer.id}/edit`} className={buttonStyles.secondary}>
            <Icon name="pencil" className="size-4" />
            {t("multiposting.actions.edit")}
          </Link>
          <button type="button" className={buttonStyles.secondary} onClick={() => setConfirmingDelete(true)}>
            <Icon name="trash" className="size-4" />
            {t("multiposting.actions.delete")}
          </button>
        </div>
      </PageHeader>
      {saved ? (
        <FormAlert tone="success">{t(saved === "created" ? "multiposting.detail.created" : "multiposting.detail.updated")}</FormAlert>
      ) : null}
      <RefusalAlert answer={answer} />

      <PublicationPanel offer={offer} />

      <section aria-labelledby="offer-facts-title" className="rounded-xl border border-line bg-surface p-4 shadow-xs">
        <h2 id="offer-facts-title" className="text-base font-semibold text-ink">
          {t("multiposting.detail.facts")}
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact
            label={t("multiposting.form.contractType")}
            value={offer.contract_type ? t(`orders.contractTypes.${offer.contract_type}`) : null}
          />
          <Fact label={t("multiposting.list.place")} value={[offer.postal_code, offer.city].filter(Boolean).join(" ") || null} />
          <Fact
            label={t("multiposting.detail.salary")}
            value={salary && offer.salary_period ? `${salary} ${t(`multiposting.salaryPer.${offer.salary_period}`)}` : null}
          />
          <Fact label={t("multiposting.form.weeklyHours")} value={offer.weekly_hours === null ? null : String(offer.weekly_hours)} />
          <Fact
            label={t("multiposting.form.startDate")}
            value={offer.start_date ? formatDate(calendarDay(offer.start_date), i18n.language) : null}
          />
          <Fact
            label={t("multiposting.list.publishedAt")}
            value={offer.published_at ? formatDateTime(new Date(offer.published_at), i18n.language) : null}
          />
          <Fact label={t("multiposting.list.applicants")} value={String(offer.applicants_count)} />
          <Fact
            label={t("multiposting.detail.jobBoards")}
            value={
              offer.job_boards
                .map((board) => (board.board === "agency_page" ? t("multiposting.detail.agencyPage") : board.board))
                .join(", ") || null
            }
          />
        </dl>
        {offer.description ? (
          <div className="mt-4 border-t border-line pt-4">
            <h3 className="text-xs font-medium text-ink-muted">{t("multiposting.form.description")}</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-ink">{offer.description}</p>
          </div>
        ) : null}
      </section>

      <ApplicantsSection applicants={applicants} total={applicantsTotal} />

      <ConfirmDialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          void submit({ intent: "delete" }, { method: "post" });
        }}
        title={t("multiposting.delete.title", { title: offer.title })}
        description={offer.status === "published" ? t("multiposting.delete.descriptionPublished") : t("multiposting.delete.description")}
        confirmLabel={t("multiposting.actions.delete")}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
