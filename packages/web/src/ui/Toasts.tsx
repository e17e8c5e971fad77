// The transient alerts: errors are announced assertively, the rest politely. The area is a manual
// popover, raised to the top layer on every new alert, so alerts show above open dialogs too.
import { useEffect, useRef } from 'react';

interface ToastView {
  readonly id: number;
  readonly tone: 'success' | 'error' | 'info';
  readonly text: string;
}

export function Toasts({ toasts, dismissLabel, onDismiss }: { toasts: readonly ToastView[]; dismissLabel: string; onDismiss: (id: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const newest = toasts.at(-1)?.id;
  useEffect(() => {
    const area = ref.current;
    if (!area || typeof area.showPopover !== 'function') return;
    if (area.matches(':popover-open')) area.hidePopover();
    area.showPopover();
  }, [newest]);
  return (
    <div className="ft-toasts" ref={ref} popover="manual">
      <div aria-live="assertive" className="ft-toasts__region">
        {toasts
          .filter((t) => t.tone === 'error')
          .map((toast) => (
            <Toast key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={onDismiss} role="alert" />
          ))}
      </div>
      <div aria-live="polite" className="ft-toasts__region">
        {toasts
          .filter((t) => t.tone !== 'error')
          .map((toast) => (
            <Toast key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={onDismiss} role="status" />
          ))}
      </div>
    </div>
  );
}

function Toast({ toast, dismissLabel, onDismiss, role }: { toast: ToastView; dismissLabel: string; onDismiss: (id: number) => void; role: 'alert' | 'status' }) {
  return (
    <div className={`ft-toast ft-toast--${toast.tone}`} role={role}>
      <p className="ft-toast__text">{toast.text}</p>
      <button type="button" className="ft-toast__close" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}
