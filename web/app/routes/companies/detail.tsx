import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Link, useFetcher, useNavigation } from "react-router";
import { z } from "zod";
import { CompanyCreateSchema, CompanyDetailSchema } from "#domain/companies/company-schemas";
import { CONTACT_EXISTS_MESSAGE, ContactCreateSchema, ContactSchema } from "#domain/companies/contact-schemas";
import { hasPermission } from "#domain/auth/permissions";
import { OrderSummarySchema } from "#domain/orders/order-schemas";
import { PositionSchema } from "#domain/positions/position-schemas";
import { IdParamSchema } from "#domain/validation/id-param";
import { formatDate } from "#domain/format/format-date-time";
import { buttonStyles } from "#web/app/components/button-styles";
import type { CompanyOption } from "#web/app/components/company-picker";
import { CompetenceChecksPanel } from "#web/app/components/competence-checks/competence-checks-panel";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { FormAlert } from "#web/app/components/form/form-alert";
import { Icon } from "#web/app/components/icons";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { TabLinks } from "#web/app/components/tab-links";
import { pageTitle } from "#web/app/i18n/page-title";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { catalogueMessage, refusalFrom, refusalOfCheck, withRefusalStatus, type RefusalOptions } from "#web/app/lib/forms/refusal.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { ifMatchOf, VERSION_FIELD } from "#web/app/lib/row-version";
import { requireSession } from "#web/app/lib/session.server";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { findLegalForm, findNafCode, loadReferenceLists, setCompanyArchived } from "./+shared/companies-api.server";
import { CompanyForm } from "./+shared/company-form";
import { companyInputFromForm } from "./+shared/company-form-values";
import { ArchivedBadge, CompanyStateBadge } from "./+shared/company-state-badge";
import { contactInputFromForm } from "./+shared/contact-form-values";
import { CompanyOrdersPanel } from "./+shared/company-orders-panel";
import { CompanyPositionsPanel } from "./+shared/company-positions-panel";
import { ContactsPanel } from "./+shared/contacts-panel";
import { useArchiveSnackbar } from "./+shared/use-archive-snackbar";
import type { Route } from "./+types/detail";

// A company's file (/companies/{id}, numeric; spec 000 §2): its fields to read and update, its contacts,
// its orders and positions (a new order for this client from either), its competence checks; archive and
// reactivate (spec 000 §4). One tab at a time, named in the URL.

const TABS = ["info", "contacts", "orders", "positions", "checks"] as const;
/** The client's orders shown on its Orders tab; the order list filtered on the client has the rest. */
const ORDERS_SHOWN = 25;
type Tab = (typeof TABS)[number];

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageTitle(matches, "pages.companies");
  return pageTitle(matches, "companies.pages.detail", { name: loaderData.company.name });
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args);
  const id = numericIdParam(args.params.id);
  const requested = new URL(args.request.url).searchParams.get("tab");
  const mayOrder = hasPermission(session.permissions, "orders");
  // The Orders tab is for those who may see orders (GET /v1/orders needs the orders permission).
  const tab: Tab = TABS.find((candidate) => candidate === requested && (candidate !== "orders" || mayOrder)) ?? "info";
  const { data: company } = await loadFromApi(args, `/companies/${id}`, CompanyDetailSchema);
  const scope = { company_id: String(id), space_id: String(company.space_id) };

  // Each tab loads what it shows.
  const [contacts, orders, positions, form] = await Promise.all([
    tab === "contacts" ? loadFromApi(args, `/companies/${id}/contacts`, z.array(ContactSchema)).then((answer) => answer.data) : [],
    tab === "orders"
      ? loadFromApi(args, "/orders", z.array(OrderSummarySchema), { ...scope, per_page: String(ORDERS_SHOWN) }).then((answer) => ({
          rows: answer.data,
          total: Number(answer.headers.get("X-Total-Count") ?? answer.data.length),
        }))
      : null,
    tab === "positions"
      ? loadFromApi(args, "/positions", z.array(PositionSchema), { ...scope, per_page: "100" }).then((answer) => answer.data)
      : [],
    tab === "info"
      ? Promise.all([
          loadReferenceLists(args, false),
          company.ape_code ? findNafCode(args, company.ape_code, company.ape_nomenclature) : null,
          company.legal_form_code ? findLegalForm(args, company.legal_form_code) : null,
          company.parent_company_id ? relatedCompany(args, company.parent_company_id) : null,
          company.group_company_id ? relatedCompany(args, company.group_company_id) : null,
        ]).then(([references, ape, legalForm, parent, group]) => ({ references, initial: { ape, legalForm, parent, group } }))
      : null,
  ]);
  return { company, tab, contacts, orders, positions, form, mayOrder };
}

/** A parent or group company, as the picker shows it; null if it is no longer visible. */
async function relatedCompany(args: Route.LoaderArgs, id: number): Promise<CompanyOption | null> {
  const response = await callApi(args, `/companies/${id}`);
  if (!response.ok) return null;
  const { name, zipcode, city } = CompanyDetailSchema.parse(await response.json());
  return { id, name, zipcode, city };
}

const IntentSchema = z.enum(["update", "archive", "reactivate", "contact-create", "contact-update", "contact-delete"]);
type Intent = z.infer<typeof IntentSchema>;

export async function action(args: Route.ActionArgs) {
  await requireSession(args);
  const id = numericIdParam(args.params.id);
  const formData = await args.request.formData();
  const intent = IntentSchema.safeParse(formData.get("intent"));
  if (!intent.success) throw data(null, { status: 400 });

  switch (intent.data) {
    case "archive":
    case "reactivate":
      return setCompanyArchived(args, id, intent.data);
    case "update": {
      const input = companyInputFromForm(formData);
      const parsed = CompanyCreateSchema.safeParse(input);
      if (!parsed.success) return refusalOfCheck(fieldMessagesFromZod(parsed.error));
      return done(args, "update", await callApi(args, `/companies/${id}`, { method: "PATCH", json: input, ifMatch: ifMatchOf(formData) }));
    }
    case "contact-create":
    case "contact-update": {
      const input = contactInputFromForm(formData);
      const parsed = ContactCreateSchema.safeParse(input);
      if (!parsed.success) return refusalOfCheck(fieldMessagesFromZod(parsed.error));
      if (intent.data === "contact-create") {
        return done(args, intent.data, await callApi(args, `/companies/${id}/contacts`, { method: "POST", json: input }));
      }
      const contactId = IdParamSchema.parse(formData.get("contact_id"));
      const patch = { method: "PATCH", json: input, ifMatch: ifMatchOf(formData) } as const;
      return done(args, intent.data, await callApi(args, `/companies/${id}/contacts/${contactId}`, patch));
    }
    case "contact-delete": {
      const contactId = IdParamSchema.parse(formData.get("contact_id"));
      return done(args, intent.data, await callApi(args, `/companies/${id}/contacts/${contactId}`, { method: "DELETE" }));
    }
  }
}

/**
 * A refusal keeps its status, so the router does not reload the company under the form: what was typed
 * stays (after a 412 "changed by someone else", the user reloads when ready).
 */
async function done<I extends Intent>(args: Route.ActionArgs, intent: I, response: Response) {
  if (!response.ok) return withRefusalStatus(await refusalFrom(args, response, REFUSAL_OPTIONS[intent] ?? {}));
  return { ok: true as const, intent };
}

/**
 * A contact's refusal, said above its dialog: a duplicate (spec 000 §5: 409 "Contact already exists",
 * naming mail or phone, under them too), or why no field explains it.
 */
const CONTACT_REFUSAL: RefusalOptions = {
  formMessages: (error, explained) =>
    error.status === 409 && error.serverMessage === CONTACT_EXISTS_MESSAGE
      ? [{ key: "companies.contacts.exists" }]
      : explained
        ? []
        : [{ key: "companies.contacts.failed" }, ...catalogueMessage(error)],
};

/** How each write's refusal is said; the company form's is the default (its summary words the rest). */
const REFUSAL_OPTIONS: Partial<Record<Intent, RefusalOptions>> = {
  "contact-create": CONTACT_REFUSAL,
  "contact-update": CONTACT_REFUSAL,
  // Told in the snackbar.
  "contact-delete": { formMessages: catalogueMessage },
};

export default function CompanyDetailScreen({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { company, tab, contacts, orders, positions, form, mayOrder } = loaderData;
  const archived = company.archived_at !== null;
  const archiveFetcher = useFetcher<typeof action>({ key: `company-${company.id}-archive` });
  const updateFetcher = useFetcher<typeof action>({ key: `company-${company.id}-update` });
  const [confirmArchive, setConfirmArchive] = useState(false);
  useArchiveSnackbar(archiveFetcher.state, archiveFetcher.data);

  const updateAnswer = updateFetcher.state === "idle" ? updateFetcher.data : undefined;
  const savedShown = useRef<unknown>(null);
  useEffect(() => {
    if (!updateAnswer?.ok || savedShown.current === updateAnswer) return;
    savedShown.current = updateAnswer;
    showSnackbar({ key: "companies.form.saved", tone: "success" });
  }, [updateAnswer]);

  function setArchived(intent: "archive" | "reactivate") {
    void archiveFetcher.submit({ intent }, { method: "post" });
  }

  const navigation = useNavigation();
  // Another tab of the same company is loading: the current one dims until it comes.
  const switching = navigation.state === "loading" && navigation.location.pathname === `/companies/${company.id}`;
  const tabHref = (id: Tab) => (id === "info" ? `/companies/${company.id}` : `/companies/${company.id}?tab=${id}`);
  const busy = archiveFetcher.state !== "idle";

  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to={archived ? "/companies?view=archived" : "/companies"}
        className="inline-flex items-center gap-1.5 text-sm text-ink-muted hover:text-ink"
      >
        <Icon name="arrowLeft" className="size-4" />
        {t("companies.detail.back")}
      </Link>

      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-ink">{company.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-ink-muted">
            <span>{company.trade_name}</span>
            <span className="flex items-center gap-1">
              <Icon name="mapPin" className="size-4 text-ink-subtle" />
              {company.zipcode} {company.city}
            </span>
            <CompanyStateBadge state={company.state} />
            {archived && company.archived_at ? (
              <ArchivedBadge label={t("companies.list.archivedOn", { date: formatDate(new Date(company.archived_at), i18n.language) })} />
            ) : null}
          </p>
        </div>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          onClick={() => (archived ? setArchived("reactivate") : setConfirmArchive(true))}
        >
          <Icon name={archived ? "restore" : "archiveBox"} className="size-4" />
          {archived ? t("companies.list.reactivate") : t("companies.list.archive")}
        </button>
      </div>

      {archived && company.archived_at ? (
        <div className="mt-4">
          <FormAlert tone="info">
            {t("companies.detail.archivedBanner", { date: formatDate(new Date(company.archived_at), i18n.language) })}
          </FormAlert>
        </div>
      ) : null}

      <div className="mt-6">
        <TabLinks
          label={t("companies.detail.sections")}
          current={tab}
          tabs={[
            { id: "info", to: tabHref("info"), label: t("companies.detail.tabInfo") },
            { id: "contacts", to: tabHref("contacts"), label: t("companies.detail.tabContacts"), count: company.contacts_count },
            ...(mayOrder ? [{ id: "orders" as const, to: tabHref("orders"), label: t("companies.history.tabOrders") }] : []),
            { id: "positions", to: tabHref("positions"), label: t("companies.history.tabPositions") },
            { id: "checks", to: tabHref("checks"), label: t("companies.detail.tabChecks") },
          ]}
        />
      </div>

      <div className={`mt-6 transition-opacity ${switching ? "opacity-60" : ""}`} aria-busy={switching}>
        {tab === "info" && form ? (
          <CompanyForm
            key={company.updated_at}
            mode="edit"
            company={company}
            spaceId={company.space_id}
            references={form.references}
            initial={form.initial}
            submitting={updateFetcher.state !== "idle"}
            refusal={updateAnswer && !updateAnswer.ok ? updateAnswer : null}
            onSubmit={(formData) => {
              formData.set("intent", "update");
              formData.set(VERSION_FIELD, company.updated_at);
              void updateFetcher.submit(formData, { method: "post" });
            }}
          />
        ) : null}
        {tab === "contacts" ? <ContactsPanel companyId={company.id} contacts={contacts} /> : null}
        {tab === "orders" && orders ? <CompanyOrdersPanel companyId={company.id} orders={orders.rows} total={orders.total} /> : null}
        {tab === "positions" ? <CompanyPositionsPanel companyId={company.id} positions={positions} /> : null}
        {tab === "checks" ? <CompetenceChecksPanel companyId={company.id} companyPhone={company.phone} /> : null}
      </div>

      <ConfirmDialog
        open={confirmArchive}
        title={t("companies.list.archiveTitle")}
        description={t("companies.list.archiveMessage", { name: company.name })}
        confirmLabel={t("companies.list.archive")}
        onClose={() => setConfirmArchive(false)}
        onConfirm={() => {
          setArchived("archive");
          setConfirmArchive(false);
        }}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
