// Page buttons, with previous / next, and at most `maxButtons` numbered buttons around the
// current page.
export interface PaginationProps {
  readonly page: number;
  readonly pageCount: number;
  readonly onChange: (page: number) => void;
  readonly labels: { readonly nav: string; readonly previous: string; readonly next: string; readonly page: (n: number) => string };
  readonly maxButtons?: number;
}

export function pageWindow(page: number, pageCount: number, maxButtons: number): number[] {
  const size = Math.min(maxButtons, pageCount);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

export function Pagination({ page, pageCount, onChange, labels, maxButtons = 7 }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="ft-pagination" aria-label={labels.nav}>
      <button type="button" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label={labels.previous}>
        ‹
      </button>
      {pageWindow(page, pageCount, maxButtons).map((n) => (
        <button key={n} type="button" onClick={() => onChange(n)} aria-current={n === page ? 'page' : undefined} aria-label={labels.page(n)}>
          {n}
        </button>
      ))}
      <button type="button" onClick={() => onChange(page + 1)} disabled={page >= pageCount} aria-label={labels.next}>
        ›
      </button>
    </nav>
  );
}
