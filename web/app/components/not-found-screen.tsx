import { BrandMark } from "./brand-mark";
import { NotFoundContent } from "./not-found-content";

/** The not-found page on its own, for URLs outside the shell (or when nobody is signed in). */
export function NotFoundScreen() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-6 py-5">
        <BrandMark />
      </header>
      <main className="flex flex-1 items-center justify-center px-6 pb-24">
        <NotFoundContent />
      </main>
    </div>
  );
}
