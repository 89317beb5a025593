import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import type { JobOffer } from "#domain/job-offers/job-offer-schemas";
import { SERVER_MESSAGES } from "#domain/errors/app-error";
import { formatDateTime } from "#domain/format/format-date-time";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { Icon } from "#web/app/components/icons";

/** Spec 000 §4: publish a draft or an archived offer; republish or unpublish a published one. */
function actionsOf(offer: Pick<JobOffer, "status">) {
  return offer.status === "published" ? (["republish", "unpublish"] as const) : (["publish"] as const);
}

/**
 * The offer's publication: where it is, what is on its way to Talentplug, the provider's refusal, the
 * boards page it answered, and the actions and automatic-republishing switch the spec names.
 */
export function PublicationPanel({ offer }: { offer: JobOffer }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const refusal =
    offer.publication_error === SERVER_MESSAGES.multipostingCredentialsInvalid
      ? t("errors.multipostingCredentialsInvalid")
      : offer.publication_error;
  return (
    <section aria-labelledby="publication-title" className="space-y-4 rounded-xl border border-line bg-surface p-4 shadow-xs">
      <h2 id="publication-title" className="text-base font-semibold text-ink">
        {t("multiposting.detail.publication")}
      </h2>
      {offer.pending_action ? (
        <div role="status" data-testid="offer-pending">
          <FormAlert tone="info">{t(`multiposting.detail.pending.${offer.pending_action}`)}</FormAlert>
        </div>
      ) : null}
      {refusal && !offer.pending_action ? (
        <div data-testid="offer-refusal">
          <FormAlert tone="error">
            <p className="font-medium">{t("multiposting.detail.refused")}</p>
            <p className="mt-1">{refusal}</p>
          </FormAlert>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actionsOf(offer).map((action) => (
          <Form key={action} method="post">
            <input type="hidden" name="intent" value={action} />
            <button
              type="submit"
              className={action === "unpublish" ? buttonStyles.secondary : buttonStyles.primary}
              disabled={busy || offer.pending_action !== null}
            >
              {t(`multiposting.actions.${action}`)}
            </button>
          </Form>
        ))}
      </div>
      <ul className="space-y-2 text-sm">
        {offer.public_url ? (
          <li>
            <a
              href={offer.public_url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 text-accent underline underline-offset-2"
            >
              <Icon name="external" className="size-4" />
              {t("multiposting.detail.publicPage")}
              <span className="sr-only">({t("common.opensInNewTab")})</span>
            </a>
          </li>
        ) : null}
        {offer.boards_url && offer.status === "published" ? (
          <li>
            <a
              href={offer.boards_url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 text-accent underline underline-offset-2"
            >
              <Icon name="external" className="size-4" />
              {t("multiposting.detail.boardsPage")}
              <span className="sr-only">({t("common.opensInNewTab")})</span>
            </a>
          </li>
        ) : null}
      </ul>
      <Form method="post" className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <input type="hidden" name="intent" value="auto_republish" />
        <input type="hidden" name="auto_republish" value={offer.auto_republish ? "off" : "on"} />
        <p className="text-sm text-ink" data-testid="auto-republish-state">
          {offer.auto_republish
            ? offer.next_republish_at
              ? t("multiposting.detail.autoRepublishOnNext", { date: formatDateTime(new Date(offer.next_republish_at), i18n.language) })
              : t("multiposting.detail.autoRepublishOn")
            : t("multiposting.detail.autoRepublishOff")}
        </p>
        <button type="submit" className={buttonStyles.secondary} aria-pressed={offer.auto_republish} disabled={busy}>
          {offer.auto_republish ? t("multiposting.actions.autoRepublishOff") : t("multiposting.actions.autoRepublishOn")}
        </button>
      </Form>
    </section>
  );
}
