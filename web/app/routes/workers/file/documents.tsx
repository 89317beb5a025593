import { useTranslation } from "react-i18next";
import { EmptyState } from "#web/app/components/empty-state";
import { TabHeader } from "../+tabs/tab-header";
import { tabTitle } from "../+tabs/tab-title";
import type { Route } from "./+types/documents";

// /workers/{id}/documents (spec 000 §2 worker file tabs). Uploads, OCR and duplicate detection are not
// built yet: the tab says so plainly rather than offering an upload that would go nowhere.

export function meta({ matches }: Route.MetaArgs) {
  return tabTitle(matches, "workers.tabs.pages.documents");
}

export default function DocumentsTab() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="documents-title">
      <TabHeader id="documents-title" title={t("workers.tabs.documents.title")} />
      <div className="mt-4">
        <EmptyState icon="document" title={t("workers.tabs.documents.emptyTitle")} hint={t("workers.tabs.documents.emptyMessage")} />
      </div>
    </section>
  );
}
