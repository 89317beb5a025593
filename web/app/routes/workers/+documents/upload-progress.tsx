import { useTranslation } from "#web/app/i18n/use-translation";

/** One file's upload: a native progress bar named after the file, its percentage beside it. */
export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex items-center gap-3" data-testid="upload-progress">
      <label className="min-w-0 flex-1 text-sm text-ink">
        <span className="block truncate">{t("documents.upload.progress", { file: label })}</span>
        <progress
          className="upload-progress mt-1 block h-2 w-full accent-primary-600"
          max={100}
          value={percent}
          aria-valuetext={`${percent} %`}
        >
          {percent} %
        </progress>
      </label>
      <span className="w-12 text-right text-sm text-ink-muted tabular-nums">{percent} %</span>
    </div>
  );
}
