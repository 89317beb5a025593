import { useShell } from "../routes/shell/+shared/shell-context";
import { buttonStyles } from "./button-styles";
import { EmptyState } from "./empty-state";

/**
 * Instead of a screen whose records belong to a space (companies, workers) while none is chosen: why,
 * and a button to the shell's change-space dialog. Each area words why its records need one.
 */
export function ChooseSpace({ title, message, choose }: { title: string; message: string; choose: string }) {
  const { openChangeSpace } = useShell();
  return (
    <div className="mt-8">
      <EmptyState icon="mapPin" title={title} hint={message}>
        <button type="button" className={buttonStyles.primary} onClick={openChangeSpace}>
          {choose}
        </button>
      </EmptyState>
    </div>
  );
}
