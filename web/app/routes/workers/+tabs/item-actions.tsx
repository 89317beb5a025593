import { buttonStyles } from "../../../components/button-styles";
import { Icon } from "../../../components/icons";

/** An icon button that looks disabled when it is (the shared icon style does not). */
export const iconButtonStyle = `${buttonStyles.icon} disabled:cursor-not-allowed disabled:opacity-40`;

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
      {onEdit && editLabel ? (
        <button type="button" className={iconButtonStyle} onClick={onEdit} aria-label={editLabel} title={editLabel}>
          <Icon name="pencil" className="size-4" />
        </button>
      ) : null}
      <button type="button" className={iconButtonStyle} onClick={onDelete} disabled={busy} aria-label={deleteLabel} title={deleteLabel}>
        <Icon name="trash" className="size-4" />
      </button>
    </div>
  );
}
