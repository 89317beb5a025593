import { buttonStyles } from "#web/app/components/button-styles";
import { Icon, type IconName } from "#web/app/components/icons";

/**
 * A button that shows only an icon: its label is what a screen reader says and the tooltip a mouse
 * finds. It looks disabled when it is (the shared icon style does not).
 */
export function IconButton({
  icon,
  label,
  onClick,
  disabled = false,
  type = "button",
  className = "",
  iconClassName = "",
}: {
  icon: IconName;
  label: string;
  onClick?(): void;
  disabled?: boolean;
  type?: "button" | "submit";
  className?: string;
  iconClassName?: string;
}) {
  return (
    <button
      type={type}
      className={`${buttonStyles.icon} disabled:cursor-not-allowed disabled:opacity-40 ${className}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
    >
      <Icon name={icon} className={`size-4 ${iconClassName}`} />
    </button>
  );
}

/** The edit and delete buttons of a listed item, each naming the item for screen readers. */
export function ItemActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  busy = false,
}: {
  editLabel?: string;
  deleteLabel: string;
  onEdit?(): void;
  onDelete(): void;
  busy?: boolean;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      {onEdit && editLabel ? <IconButton icon="pencil" label={editLabel} onClick={onEdit} /> : null}
      <IconButton icon="trash" label={deleteLabel} onClick={onDelete} disabled={busy} />
    </div>
  );
}
