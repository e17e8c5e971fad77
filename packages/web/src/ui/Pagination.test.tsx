import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationLabels } from './Pagination';

const labels: PaginationLabels = {
  nav: 'Pages',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (n) => `Page ${n}`,
  status: (page, count) => `Page ${page} of ${count}`,
};

describe('Pagination', () => {
  it('is compact: first, previous, five pages around the current one, next, last, and where it stands', () => {
    const onChange = vi.fn();
    render(<Pagination page={6} pageCount={11} onChange={onChange} labels={labels} maxButtons={40} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const buttons = [...nav.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual(['First page', 'Previous page', 'Page 4', 'Page 5', 'Page 6', 'Page 7', 'Page 8', 'Next page', 'Last page']);
    expect(screen.getByText('Page 6 of 11')).toBeTruthy();
    expect(nav.textContent).toContain('…');
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onChange.mock.calls).toEqual([[11], [1]]);
  });

  it('shows no gap at the ends, disables what leads nowhere, and nothing for a single page', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} onChange={() => undefined} labels={labels} />);
    expect(screen.queryByText('…')).toBeNull();
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Last page' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pagination page={1} pageCount={1} onChange={() => undefined} labels={labels} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
