import { matchesQuery } from '@fieldteam/core';
import { describe, expect, it, vi } from 'vitest';
import type { IdleDeadline, IdleScheduler } from './idle';
import { ListState } from './list-state';

/** Idle periods run by hand: each with the time it is given, counted as items are prepared. */
function manualIdle() {
  const queue: Array<(deadline: IdleDeadline) => void> = [];
  const scheduler: IdleScheduler = (task) => {
    queue.push(task);
    return () => {
      const at = queue.indexOf(task);
      if (at >= 0) queue.splice(at, 1);
    };
  };
  return {
    scheduler,
    get pending() {
      return queue.length;
    },
    /** Runs the next idle period with `ms` of it left for each look at the clock, for `looks` looks. */
    runNext(looks = Infinity) {
      const task = queue.shift();
      let left = looks;
      task?.({ timeRemaining: () => (left-- > 0 ? 10 : 0) });
    },
  };
}

/** Counts the calls to the searchable fields: each one is an item normalised for the index. */
function counted<T extends { name: string }>() {
  const calls = { count: 0 };
  const fields = (p: T) => {
    calls.count += 1;
    return [p.name];
  };
  return { calls, fields };
}

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

  it('builds the search index in idle time, in slices, not when the items arrive', () => {
    const idle = manualIdle();
    const { calls, fields } = counted<{ name: string }>();
    const many = Array.from({ length: 500 }, (_, i) => ({ name: `Person ${i}` }));
    const list = new ListState(fields, 10, idle.scheduler);
    list.setItems(many);
    expect(list.pageItems).toHaveLength(10);
    expect(calls.count).toBe(0);
    expect(idle.pending).toBe(1);
    idle.runNext(2); // a short idle period: two slices, then it asks for another
    expect(calls.count).toBe(150);
    expect(list.indexReady).toBe(false);
    expect(idle.pending).toBe(1);
    idle.runNext();
    expect(list.indexReady).toBe(true);
    expect(calls.count).toBe(500);
    expect(idle.pending).toBe(0);
    list.setQuery('person 12');
    expect(list.filtered).toEqual(many.filter((p) => matchesQuery([p.name], 'person 12')));
    expect(list.filtered).toHaveLength(15); // 12, 112, 120-129, 212, 312, 412
    expect(calls.count).toBe(500); // the keystroke used the index
  });

  it('answers a keystroke that comes before the index is ready, the same as after, and stops the idle work', () => {
    const idle = manualIdle();
    const { calls, fields } = counted<{ name: string }>();
    const list = new ListState(fields, 10, idle.scheduler);
    list.setItems(people);
    idle.runNext(0); // one slice of 50 would cover these 23: give it none of the first look
    list.setQuery('conceicao');
    expect(list.filtered).toEqual([{ name: 'João Conceição' }]);
    expect(list.indexReady).toBe(true);
    expect(idle.pending).toBe(0);
    expect(calls.count).toBe(23);
  });

  it('starts over when the items change, and drops the work for items that are gone', () => {
    const idle = manualIdle();
    const list = new ListState<{ name: string }>((p) => [p.name], 10, idle.scheduler);
    list.setItems(people);
    list.setItems([{ name: 'Álvaro' }, { name: 'Bruna' }]);
    expect(idle.pending).toBe(1);
    idle.runNext();
    list.setQuery('alvaro');
    expect(list.filtered).toEqual([{ name: 'Álvaro' }]);
    list.setItems(people);
    list.dispose();
    expect(idle.pending).toBe(0);
    expect(list.filtered).toEqual([]);
    list.setQuery('joao');
    expect(list.filtered).toEqual([{ name: 'João Conceição' }]);
  });

  it('builds the index with the browser scheduler too (requestIdleCallback, or a timeout where there is none)', async () => {
    const list = new ListState<{ name: string }>((p) => [p.name], 10);
    list.setItems(people);
    expect(list.indexReady).toBe(false);
    await vi.waitFor(() => expect(list.indexReady).toBe(true));
  });

  it('narrows the previous matches while the query grows, and searches everything again when it shrinks', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ name: `${['Ana', 'Bruno', 'Carla'][i % 3]} ${['Mendes', 'Moura', 'Lima'][(i >> 2) % 3]} ${i}` }));
    const plain = (query: string) => many.filter((p) => matchesQuery([p.name], query));
    const list = new ListState<{ name: string }>((p) => [p.name], 10, manualIdle().scheduler);
    list.setItems(many);
    for (const query of ['m', 'me', 'men', 'mend', 'mend a', 'mend an', 'mend', 'mo', 'Moura Ca', 'MOURA CARLA 1', '']) {
      list.setQuery(query);
      expect(list.filtered, query).toEqual(plain(query));
    }
  });

  it('searches the new items when they replace the old ones under a query (a reload)', () => {
    const list = new ListState<{ name: string }>((p) => [p.name], 10, manualIdle().scheduler);
    list.setItems([{ name: 'Ana' }, { name: 'Bruno' }]);
    list.setQuery('marcos');
    expect(list.filtered).toEqual([]);
    list.setItems([{ name: 'Marcos' }, { name: 'Ana' }, { name: 'Bruno' }]);
    expect(list.filtered).toEqual([{ name: 'Marcos' }]);
  });
});
