import type { ReactNode } from "react";
import { BrandMark } from "./brand-mark";
import { LanguageSwitch } from "./language-switch";
import { PublicFooter } from "./public-footer";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { ThemeSwitch } from "./theme-switch";

/**
 * The frame of a page outside the shell (statement, registration, error and not-found screens): the skip
 * link first, the brand (with the language and theme switches where a visitor may change them), the
 * `main` the skip link targets, and the public footer with the accessibility statement's link.
 */
export function PublicPage({
  switches = false,
  mainClassName,
  children,
}: {
  switches?: boolean;
  mainClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {switches ? (
        <header className="flex items-center justify-between px-6 py-4">
          <BrandMark />
          <div className="flex items-center gap-1">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        </header>
      ) : (
        <header className="px-6 py-5">
          <BrandMark />
        </header>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`${mainClassName} outline-none`}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
