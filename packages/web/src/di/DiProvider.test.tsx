import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoadViewModel } from '../features/road/road.view-model';
import { createTestContainer } from '../testing/render-screen';
import { DiProvider, useViewModelWhen } from './DiProvider';

afterEach(() => vi.useRealTimers());

describe('useViewModelWhen', () => {
  it('makes the view-model only once asked, in a task after that render, and keeps that one for the screen', async () => {
    vi.useFakeTimers();
    const { app } = createTestContainer();
    const made: (RoadViewModel | null)[] = [];
    function Screen({ ready }: { ready: boolean }) {
      made.push(useViewModelWhen(RoadViewModel, ready));
      return null;
    }
    const tree = (ready: boolean) => (
      <StrictMode>
        <DiProvider app={app}>
          <Screen ready={ready} />
        </DiProvider>
      </StrictMode>
    );
    const { rerender } = render(tree(false));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(made.every((vm) => vm === null)).toBe(true);

    rerender(tree(true));
    // The render that asks for it does not make it.
    expect(made.at(-1)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const vm = made.at(-1);
    expect(vm).toBeInstanceOf(RoadViewModel);

    rerender(tree(true));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(made.at(-1)).toBe(vm);
    expect(new Set(made.filter((m) => m !== null)).size).toBe(1);
  });
});
