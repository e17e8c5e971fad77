import { describe, expect, it } from 'vitest';
import { ListState } from './list-state';

const people = Array.from({ length: 23 }, (_, i) => ({ name: i === 4 ? 'João Conceição' : `Person ${i + 1}` }));

describe('ListState', () => {
  it('pages 10 at a time', () => {
    const list = new ListState<{ name: string }>((p) => [p.name], 10);
    list.setItems(people);
    expect(list.pageCount).toBe(3);
    expect(list.pageItems).toHaveLength(10);
    list.setPage(3);
    expect(list.pageItems.map((p) => p.name)).toEqual(['Person 21', 'Person 22', 'Person 23']);
    list.setPage(9);
    expect(list.page).toBe(3);
  });

  it('searches ignoring case and accents and goes back to the first page', () => {
    const list = new ListState<{ name: string }>((p) => [p.name], 10);
    list.setItems(people);
    list.setPage(2);
    list.setQuery('joao conceicao');
    expect(list.page).toBe(1);
    expect(list.pageItems).toEqual([{ name: 'João Conceição' }]);
  });

  it('keeps the page valid when items shrink', () => {
    const list = new ListState<{ name: string }>((p) => [p.name], 9);
    list.setItems(people);
    list.setPage(3);
    list.setItems(people.slice(0, 5));
    expect(list.page).toBe(1);
  });
});
