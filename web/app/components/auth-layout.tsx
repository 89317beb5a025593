import type { ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { BrandMark } from "./brand-mark";
import { Icon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { PublicFooter } from "./public-footer";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { ThemeSwitch } from "./theme-switch";

/**
 * The frame of the signed-out screens (login, forgotten and new password): the product on the left
 * from md up, the form on the right, language and theme reachable before signing in.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      <aside className="relative hidden w-[44%] max-w-xl overflow-hidden bg-primary-700 text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_10%,rgba(255,255,255,0.18),transparent_45%),radial-gradient(circle_at_90%_90%,rgba(0,0,0,0.35),transparent_50%)]"
        />
        <div className="relative">
          <BrandMark inverted />
        </div>
        <div className="relative">
          <p className="text-3xl leading-tight font-semibold tracking-tight">{t("login.brandHeadline")}</p>
          <ul className="mt-8 space-y-3 text-sm text-white/85">
            {(["brandPointWorkers", "brandPointOrders", "brandPointDeclarations"] as const).map((point) => (
              <li key={point} className="flex items-center gap-3">
                <span className="grid size-6 place-items-center rounded-full bg-white/15">
                  <Icon name="check" className="size-3.5" />
                </span>
                {t(`login.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-white/60">{t("app.tagline")}</p>
      </aside>
      <div className="flex flex-1 flex-col">
        <header className="flex items-center justify-between px-6 py-4">
          <span className="lg:invisible">
            <BrandMark />
          </span>
          <div className="flex items-center gap-1">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        </header>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-6 pt-6 pb-16 outline-none sm:items-center sm:pt-0"
        >
          <div className="w-full max-w-sm">{children}</div>
        </main>
        <PublicFooter />
      </div>
    </div>
  );
}
