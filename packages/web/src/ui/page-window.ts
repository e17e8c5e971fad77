// The pages a pager numbers (ui/Pagination.tsx).

/** The numbered pages shown: `size` pages (at most), the current one as central as the ends allow. */
export function pageWindow(page: number, pageCount: number, size: number): number[] {
  const count = Math.max(0, Math.min(size, pageCount));
  const start = Math.max(1, Math.min(page - Math.floor(count / 2), pageCount - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
