// A profile tile: a label, the current value, and a button that opens its editor.
import type { ReactNode } from 'react';

export function Tile({ label, value, action, onEdit }: { label: string; value: ReactNode; action: string; onEdit?: () => void }) {
  return (
    <div className="ft-tile">
      <div className="ft-tile__text">
        <span className="ft-tile__label">{label}</span>
        <span className="ft-tile__value">{value}</span>
      </div>
      {onEdit && (
        <button type="button" className="ft-button ft-button--ghost ft-button--small" onClick={onEdit} aria-label={`${action}: ${label}`}>
          {action}
        </button>
      )}
    </div>
  );
}
