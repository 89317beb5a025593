import type { ParseKeys } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { BackLink } from "../components/back-link";
import { pageTitle } from "../i18n/page-title";
import { usePublicLinks } from "../lib/public-links";
import type { Route } from "./+types/accessibility";
import { PublicPage } from "../components/public-page";

// The Défenseur des droits' own pages, named in every French accessibility statement (RGAA).
const RIGHTS_DEFENDER_FORM_URL = "https://formulaire.defenseurdesdroits.fr/";
const RIGHTS_DEFENDER_DELEGATES_URL = "https://www.defenseurdesdroits.fr/saisir/delegues";

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accessibility.title");
}

const CONFORMS = ["automatic", "keyboard", "forms", "announcements", "reflow", "languages"] as const;
const LIMITS = ["manual", "coming", "documents"] as const;

/**
 * The accessibility statement (déclaration d'accessibilité): public, read before or after signing in,
 * linked from the public pages' footer and the account menu. What it claims is in decision 0015.
 */
export default function AccessibilityStatement() {
  const { t } = useTranslation();
  const links = usePublicLinks();
  return (
    <PublicPage switches mainClassName="mx-auto w-full max-w-3xl flex-1 px-6 pt-4 pb-16">
      <BackLink to="/">{t("accessibility.backToApp")}</BackLink>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">{t("accessibility.title")}</h1>
      <p className="mt-4 text-ink-muted">{t("accessibility.intro")}</p>

      <Section titleKey="accessibility.statusTitle">
        <p className="font-medium">{t("accessibility.status")}</p>
        <p className="mt-2 text-ink-muted">{t("accessibility.statusReason")}</p>
      </Section>

      <Section titleKey="accessibility.conformsTitle">
        <ul className="list-disc space-y-2 pl-5 text-ink-muted">
          {CONFORMS.map((item) => (
            <li key={item}>{t(`accessibility.conforms.${item}`)}</li>
          ))}
        </ul>
      </Section>

      <Section titleKey="accessibility.limitsTitle">
        <ul className="list-disc space-y-2 pl-5 text-ink-muted">
          {LIMITS.map((item) => (
            <li key={item}>{t(`accessibility.limits.${item}`)}</li>
          ))}
        </ul>
      </Section>

      <Section titleKey="accessibility.methodTitle">
        <p className="text-ink-muted">{t("accessibility.method")}</p>
        <p className="mt-2 text-ink-muted">{t("accessibility.technologies")}</p>
      </Section>

      <Section titleKey="accessibility.dateTitle">
        <p className="text-ink-muted">{t("accessibility.date")}</p>
      </Section>

      <Section titleKey="accessibility.contactTitle">
        <p className="text-ink-muted">{t("accessibility.contact")}</p>
        {links.serviceDesk ? (
          <p className="mt-2">
            <a href={links.serviceDesk} className="font-medium text-accent-ink underline underline-offset-2">
              {t("accessibility.contactLink")}
            </a>
          </p>
        ) : null}
      </Section>

      <Section titleKey="accessibility.remedyTitle">
        <p className="text-ink-muted">{t("accessibility.remedy")}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted">
          <li>
            <a href={RIGHTS_DEFENDER_FORM_URL} className="text-accent-ink underline underline-offset-2">
              {t("accessibility.remedies.form")}
            </a>
          </li>
          <li>
            <a href={RIGHTS_DEFENDER_DELEGATES_URL} className="text-accent-ink underline underline-offset-2">
              {t("accessibility.remedies.delegate")}
            </a>
          </li>
          <li>{t("accessibility.remedies.mail")}</li>
        </ul>
      </Section>
    </PublicPage>
  );
}

function Section({ titleKey, children }: { titleKey: ParseKeys; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold tracking-tight">{t(titleKey)}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
