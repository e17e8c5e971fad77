// A row above a list: search on the left, actions on the right; wraps on phones.
import type { ReactNode } from 'react';

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="ft-toolbar">{children}</div>;
}
