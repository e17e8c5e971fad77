import type { ProfileApi } from '@fieldteam/core';
import { signedInToBusiness } from '@fieldteam/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../di/tokens';
import { InMemoryProfileApi } from '../../testing/in-memory-profile.api';
import { createTestContainer, renderScreen } from '../../testing/render-screen';
import { WorkDaysScreen } from './WorkDaysScreen';
import { SessionViewModel } from '../../shared/session.view-model';

function open(role: 'employer' | 'manager' | 'leader') {
  const { app, container } = createTestContainer();
  // Signed in through the app's own session store, so the session the screen observes is this person's.
  app.get(TOKENS.sessionStore).save(signedInToBusiness(role).load()!);
  app.get(SessionViewModel).refresh();
  container.rebind(TOKENS.profileApi).toConstantValue(new InMemoryProfileApi() as ProfileApi);
  renderScreen(<WorkDaysScreen />, { app, path: '/business-work-days' });
}

describe('WorkDaysScreen', () => {
  it('gives the owner the builder: day and hours, add, remove and save', async () => {
    open('employer');
    expect(await screen.findByRole('list', { name: 'Working days' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add working day' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Monday' })).toBeTruthy();
    expect(screen.queryByText('Only the business owner can change the working hours.')).toBeNull();
  });

  it.each(['manager', 'leader'] as const)('shows a %s the hours read-only, with no save, add or remove, and says why', async (role) => {
    open(role);
    const list = await screen.findByRole('list', { name: 'Working days' });
    expect(list.textContent).toContain('Monday');
    expect(screen.getByText('Only the business owner can change the working hours.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
  });
});
