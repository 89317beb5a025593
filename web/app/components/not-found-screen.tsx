import { BrandMark } from "./brand-mark";
import { NotFoundContent } from "./not-found-content";
import { PublicFooter } from "./public-footer";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/** The not-found page on its own, for URLs outside the shell (or when nobody is signed in). */
export function NotFoundScreen() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="px-6 py-5">
        <BrandMark />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 items-center justify-center px-6 pb-24 outline-none">
        <NotFoundContent />
      </main>
      <PublicFooter />
    </div>
  );
}
