import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageReadyContext } from '../../shared/page-ready';
import { createTestContainer, renderScreen } from '../../testing/render-screen';
import { RoadScreen } from './RoadScreen';

describe('RoadScreen', () => {
  it("draws its frame until the business's zone is known: its header and links, the map's place, nothing that needs the day", async () => {
    const { app } = createTestContainer();
    renderScreen(
      <PageReadyContext.Provider value={false}>
        <RoadScreen />
      </PageReadyContext.Provider>,
      { app },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Control panel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to clients' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Calendar' })).toBeTruthy();
    for (const name of ['Services', 'Print day sheet']) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Keep the stored order' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('region', { name: 'Route map' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Visiting order' })).toBeNull();
    expect(screen.queryByText(/clients with visits pending/)).toBeNull();
  });
});
