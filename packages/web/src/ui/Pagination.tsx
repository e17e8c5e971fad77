// A compact pager: first, previous, a window of pages around the current one (with "…"
// where pages are skipped), next, last, and "page N of M" for screen readers and at a glance.
// At most `maxButtons` numbered buttons (the client detail's 40 of 001 section 9 is a ceiling; the
// window is 5 unless a smaller one is asked for).
export interface PaginationLabels {
  readonly nav: string;
  readonly first: string;
  readonly previous: string;
  readonly next: string;
  readonly last: string;
  readonly page: (n: number) => string;
  readonly status: (page: number, count: number) => string;
}

export interface PaginationProps {
  readonly page: number;
  readonly pageCount: number;
  readonly onChange: (page: number) => void;
  readonly labels: PaginationLabels;
  readonly maxButtons?: number;
}

/** The numbered pages shown: `size` pages (at most), the current one as central as the ends allow. */
export function pageWindow(page: number, pageCount: number, size: number): number[] {
  const count = Math.max(0, Math.min(size, pageCount));
  const start = Math.max(1, Math.min(page - Math.floor(count / 2), pageCount - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

export const COMPACT_WINDOW = 5;

export function Pagination({ page, pageCount, onChange, labels, maxButtons = COMPACT_WINDOW }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount, Math.min(maxButtons, COMPACT_WINDOW));
  const first = pages[0]!;
  const last = pages.at(-1)!;
  return (
    <nav className="ft-pagination" aria-label={labels.nav}>
      <button type="button" onClick={() => onChange(1)} disabled={page <= 1} aria-label={labels.first}>
        «
      </button>
      <button type="button" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label={labels.previous}>
        ‹
      </button>
      {first > 1 && (
        <span className="ft-pagination__gap" aria-hidden="true">
          …
        </span>
      )}
      {pages.map((n) => (
        <button key={n} type="button" className="ft-pagination__number" onClick={() => onChange(n)} aria-current={n === page ? 'page' : undefined} aria-label={labels.page(n)}>
          {n}
        </button>
      ))}
      {last < pageCount && (
        <span className="ft-pagination__gap" aria-hidden="true">
          …
        </span>
      )}
      <button type="button" onClick={() => onChange(page + 1)} disabled={page >= pageCount} aria-label={labels.next}>
        ›
      </button>
      <button type="button" onClick={() => onChange(pageCount)} disabled={page >= pageCount} aria-label={labels.last}>
        »
      </button>
      <span className="ft-pagination__status" aria-live="polite">
        {labels.status(page, pageCount)}
      </span>
    </nav>
  );
}
