import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";

/**
 * The footer of the pages seen before signing in: the conformance status, linked to the
 * accessibility statement, as the French rules ask of every public page (RGAA, art. 47 of the 2005 law).
 */
export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className="px-6 py-4 text-center text-xs text-ink-muted">
      <Link to="/accessibility" className="underline underline-offset-2 hover:text-ink">
        {t("accessibility.footerLink")}
      </Link>
    </footer>
  );
}
