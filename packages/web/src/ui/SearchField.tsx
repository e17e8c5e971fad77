// The search box above a list.
import { useId } from 'react';

export function SearchField({ label, value, onChange, placeholder, disabled }: { label: string; value: string; onChange: (value: string) => void; placeholder?: string; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="ft-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="search" className="ft-input" value={value} placeholder={placeholder ?? label} onChange={(e) => onChange(e.target.value)} maxLength={50} disabled={disabled} />
    </div>
  );
}
