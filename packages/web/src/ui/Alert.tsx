// An inline message box.
import type { ReactNode } from 'react';

export function Alert({ tone = 'info', className, children }: { tone?: 'info' | 'success' | 'warning' | 'error'; className?: string; children: ReactNode }) {
  return (
    <div className={`ft-alert ft-alert--${tone}${className ? ` ${className}` : ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
