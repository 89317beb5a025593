import { useRef, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { Icon } from "#web/app/components/icons";
import { DialogFrame } from "#web/app/routes/shell/+shared/dialog-frame";

/**
 * A new API token, shown once: /v1 keeps only its hash, so closing this dialog is the last time anyone
 * sees it. The copy button has the focus when the dialog opens.
 */
export function ApiTokenDialog({ token, email, onClose }: { token: string | null; email: string; onClose(): void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(token ?? "");
      setCopied(true);
    } catch {
      // No clipboard (permissions, plain http): select the text so Ctrl+C does it.
      inputRef.current?.select();
    }
  }

  function close() {
    setCopied(false);
    onClose();
  }

  return (
    <DialogFrame
      open={token !== null}
      onClose={close}
      title={t("admin.users.tokenTitle")}
      description={t("admin.users.tokenIntro", { email })}
    >
      <FormAlert tone="info">{t("admin.users.tokenWarning")}</FormAlert>
      <label htmlFor="api-token" className="mt-4 block text-sm font-medium text-ink">
        {t("admin.users.tokenLabel")}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={inputRef}
          id="api-token"
          readOnly
          value={token ?? ""}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full min-w-0 rounded-lg border border-line-strong bg-surface-muted px-3 py-2 font-mono text-xs text-ink"
          data-testid="api-token"
        />
        <button type="button" className={buttonStyles.secondary} onClick={() => void copy()} data-autofocus>
          <Icon name={copied ? "check" : "copy"} className="size-4" />
          {copied ? t("admin.users.tokenCopied") : t("admin.users.tokenCopy")}
        </button>
      </div>
      <p className="sr-only" role="status">
        {copied ? t("admin.users.tokenCopied") : ""}
      </p>
      <div className="mt-6 flex justify-end">
        <button type="button" className={buttonStyles.primary} onClick={close}>
          {t("admin.users.tokenDone")}
        </button>
      </div>
    </DialogFrame>
  );
}
