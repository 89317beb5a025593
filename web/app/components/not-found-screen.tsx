import { NotFoundContent } from "./not-found-content";
import { PublicPage } from "./public-page";

/** The not-found page on its own, for URLs outside the shell (or when nobody is signed in). */
export function NotFoundScreen() {
  return (
    <PublicPage mainClassName="flex flex-1 items-center justify-center px-6 pb-24">
      <NotFoundContent />
    </PublicPage>
  );
}
