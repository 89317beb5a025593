/**
 * After a refused save on the phone-sized screens, the first refused field may be far above the save
 * button: move the focus there (which scrolls it into view) once the errors are rendered.
 */
export function focusFirstInvalid() {
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>("main [aria-invalid=true]")?.focus());
}
