// The spec's waiting texts ("Please wait while..."), announced politely.
import type { ReactNode } from 'react';

export function WaitingText({ children }: { children: ReactNode }) {
  return (
    <p className="ft-waiting" role="status">
      <span className="ft-spinner" aria-hidden="true" />
      {children}
    </p>
  );
}
