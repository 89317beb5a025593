import type { ParseKeys } from "i18next";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Icon } from "./icons";
import { PageHeader } from "./page-header";

/** A menu entry whose screen comes in a later version: a real page, with its title, saying so. */
export function ComingSoon({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t(titleKey)} />
      <ComingSoonCard />
    </div>
  );
}

export function ComingSoonCard() {
  const { t } = useTranslation();
  return (
    <section className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
      <span className="grid size-12 place-items-center rounded-xl bg-accent-soft text-accent-ink">
        <Icon name="sparkles" className="size-6" />
      </span>
      <span className="mt-4 rounded-full border border-line px-2.5 py-0.5 text-xs font-medium text-ink-muted">{t("comingSoon.badge")}</span>
      <p className="mt-3 text-base font-medium text-ink" data-testid="coming-soon">
        {t("comingSoon.message")}
      </p>
      <p className="mt-1 max-w-sm text-sm text-ink-muted">{t("comingSoon.hint")}</p>
    </section>
  );
}
