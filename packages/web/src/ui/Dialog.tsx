// A modal dialog on the native <dialog> element: focus moves in and is kept inside, Escape
// closes it, and focus returns to what opened it.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface DialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly onClose: () => void;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
  readonly description?: ReactNode;
  /** What takes the focus when the dialog opens (by default the browser's choice: its first focusable element). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
}

export function Dialog({ open, title, onClose, children, actions, description, initialFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      initialFocus?.current?.focus();
      showTopUnlessFocusHidden(dialog);
      return () => opener?.focus?.();
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    return undefined;
    // The element to focus is read when the dialog opens, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="ft-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="ft-dialog__body">
          <h2 id={titleId} className="ft-dialog__title">
            {title}
          </h2>
          {description && <p id={descriptionId}>{description}</p>}
          {children}
          {actions && <div className="ft-dialog__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}

/**
 * A dialog opens at its top, its title in view: focusing its first focusable element scrolls a
 * long dialog down to that element, which can take the title out of view. Scrolled back to the
 * top unless the focused element would then be out of view below.
 */
function showTopUnlessFocusHidden(dialog: HTMLDialogElement): void {
  const scrolled = dialog.scrollTop;
  if (scrolled === 0) return;
  dialog.scrollTop = 0;
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== dialog && dialog.contains(focused) && focused.getBoundingClientRect().top >= dialog.getBoundingClientRect().bottom) {
    dialog.scrollTop = scrolled;
  }
}
