import type { ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { DialogFrame } from "../routes/shell/+shared/dialog-frame";
import { buttonStyles } from "./button-styles";

/**
 * Asks before an action that loses or hides something (delete, archive, sign out everywhere); Escape
 * or Cancel keeps it. `children` adds detail under the description (the list of what goes). A
 * destructive action names what is kept (`keepLabel`: "Garder la commande") and confirms with the danger
 * button, so "Annuler la commande" never stands beside a plain "Annuler".
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
  children,
  keepLabel,
  tone = "primary",
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
  children?: ReactNode;
  keepLabel?: string;
  tone?: "primary" | "danger";
}) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} onClose={onClose} title={title} description={description}>
      {children ? <div className="mb-5">{children}</div> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {keepLabel ?? t("common.cancel")}
        </button>
        <button type="button" className={buttonStyles[tone]} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
