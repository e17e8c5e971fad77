// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiProvider } from '../../di/DiProvider';
import type { AppContainer } from '../../di/container';
import { MoveDayLauncher } from './MoveDayLauncher';

describe('the calendar tools', () => {
  afterEach(() => vi.useRealTimers());

  it('ask for their context only once the calendar has been painted, keeping their row meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    // Never settles: what is checked is when the tools are asked for, not what they draw.
    const loadContexts = vi.fn(() => new Promise<void>(() => {}));
    const app = { loadContexts } as unknown as AppContainer;
    const { container } = render(
      <DiProvider app={app}>
        <MoveDayLauncher onMoved={() => {}} />
      </DiProvider>,
    );
    expect(container.querySelector('.ft-calendar-tools')).not.toBeNull();
    expect(loadContexts).not.toHaveBeenCalled();
    // The frame that paints the calendar: its callback runs before the paint, so nothing is asked yet.
    await act(async () => void vi.advanceTimersToNextFrame());
    expect(loadContexts).not.toHaveBeenCalled();
    // The task after that paint.
    await act(async () => void vi.advanceTimersByTime(1));
    expect(loadContexts).toHaveBeenCalledWith(['dayPlanning']);
    expect(container.querySelector('.ft-calendar-tools')).not.toBeNull();
  });
});
