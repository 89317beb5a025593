import { Form, Link, useRouteLoaderData } from "react-router";
import { addDays } from "#domain/dates/paris-day";
import { HOME_OPEN_PLACES_DAYS, HomeSchema } from "#domain/home/home-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { Icon } from "#web/app/components/icons";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { useTranslation } from "#web/app/i18n/use-translation";
import { loadFromApi } from "#web/app/lib/api.server";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requireSession } from "#web/app/lib/session.server";
import type { loader as shellLoader } from "./shell/layout";
import type { Route } from "./+types/home";
import { SEARCH_MIN_LENGTH } from "#domain/search/search-text";

// /home (spec 000 §2): what needs the agent today, each figure a link to the list it counts, and a
// quick worker search. One /v1 call (GET /v1/home), for the space chosen in this browser or, without
// one, every space of the user's.

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.home"));
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args);
  const spaceId = workingSpaceIdOf(args.request, session);
  const { data } = await loadFromApi(args, "/home", HomeSchema, spaceId === null ? {} : { space_id: spaceId });
  return { home: data };
}

interface Tile {
  key: string;
  label: string;
  value: number;
  to: string;
  /** Something to act on (an error, a proposal nobody answered) rather than to know. */
  urgent?: boolean;
}

function FigureTile({ tile }: { tile: Tile }) {
  return (
    <li>
      <Link
        to={tile.to}
        data-testid={`home-${tile.key}`}
        className="flex h-full flex-col justify-between gap-2 rounded-xl border border-line bg-surface p-4 transition hover:border-primary-300 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:border-primary-700"
      >
        <span className="text-sm text-ink-muted">{tile.label}</span>
        <span
          className={`text-3xl font-semibold tabular-nums ${tile.urgent && tile.value > 0 ? "text-primary-700 dark:text-primary-300" : "text-ink"}`}
        >
          {tile.value}
        </span>
      </Link>
    </li>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shell = useRouteLoaderData<typeof shellLoader>("routes/shell/layout");
  const { home } = loaderData;
  const today = home.today;
  const tomorrow = addDays(today, 1);
  const startingOn = (day: string) => `/orders?${new URLSearchParams({ starts_from: day, starts_to: day })}`;

  const tiles: Tile[] = [];
  if (home.missions_starting) {
    tiles.push(
      { key: "missions-today", label: t("home.missionsToday"), value: home.missions_starting.today, to: startingOn(today) },
      { key: "missions-tomorrow", label: t("home.missionsTomorrow"), value: home.missions_starting.tomorrow, to: startingOn(tomorrow) },
    );
  }
  if (home.proposals_waiting !== null) {
    tiles.push({
      key: "proposals-waiting",
      label: t("home.proposalsWaiting"),
      value: home.proposals_waiting,
      to: "/orders?proposals=waiting",
      urgent: true,
    });
  }
  if (home.open_places_next_7_days !== null) {
    tiles.push({
      key: "open-places",
      label: t("home.openPlaces", { days: HOME_OPEN_PLACES_DAYS }),
      value: home.open_places_next_7_days,
      to: `/orders?${new URLSearchParams({ places: "open", starts_from: today, starts_to: addDays(today, HOME_OPEN_PLACES_DAYS - 1) })}`,
      urgent: true,
    });
  }
  if (home.dpae_errors !== null) {
    tiles.push({ key: "dpae-errors", label: t("home.dpaeErrors"), value: home.dpae_errors, to: "/dpae?status=error", urgent: true });
  }
  if (home.contracts_late !== null) {
    tiles.push({
      key: "contracts-late",
      label: t("contracts.orderFile.lateTile"),
      value: home.contracts_late,
      to: "/contracts?late=true",
      urgent: true,
    });
  }
  tiles.push(
    {
      key: "documents-expiring",
      label: t("home.documentsExpiring"),
      value: home.workers_with_documents_expiring,
      to: "/workers?documents_expiring=true",
    },
    { key: "unread-notifications", label: t("home.unreadNotifications"), value: home.unread_notifications, to: "/notifications" },
  );

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("home.greeting", { name: shell?.user.first_name ?? "" })} description={t("home.intro")} />

      <Form method="get" action="/workers" role="search" aria-label={t("home.search.label")} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="home-worker-search" className="block text-sm font-medium text-ink">
            {t("home.search.label")}
          </label>
          <input
            id="home-worker-search"
            name="names"
            type="search"
            minLength={SEARCH_MIN_LENGTH}
            required
            placeholder={t("home.search.placeholder")}
            className="mt-1.5 block w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-ink shadow-xs placeholder:text-ink-subtle focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30 focus:outline-none"
          />
        </div>
        <button type="submit" className={buttonStyles.primary}>
          <Icon name="search" className="size-4" />
          {t("home.search.submit")}
        </button>
      </Form>

      <section aria-labelledby="home-today">
        <h2 id="home-today" className="text-lg font-semibold text-ink">
          {t("home.today")}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((tile) => (
            <FigureTile key={tile.key} tile={tile} />
          ))}
        </ul>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
