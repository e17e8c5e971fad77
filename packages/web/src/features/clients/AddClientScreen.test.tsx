import { ok, type Role, type TeamsApi } from '@fieldteam/core';
import { signedInStore } from '@fieldteam/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../di/tokens';
import { createTestContainer, renderScreen } from '../../testing/render-screen';
import { AddClientScreen } from './AddClientScreen';

beforeAll(() => {
  // jsdom has no modal dialogs: open and close as the attribute, the way ui/Dialog falls back.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('AddClientScreen with no team yet', () => {
  it.each<Role>(['employer', 'manager', 'leader'])('offers the %s the way to the teams page from the team picker', async (role) => {
    const user = userEvent.setup();
    const { app, container } = createTestContainer();
    container.rebind(TOKENS.sessionStore).toConstantValue(signedInStore(role));
    container.rebind(TOKENS.teamsApi).toConstantValue({ list: async () => ok([]) } as unknown as TeamsApi);
    renderScreen(<AddClientScreen />, { app, path: '/business-add-client' });

    await user.click(screen.getByRole('button', { name: 'Choose a team' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a team' });
    expect(await within(picker).findByText(/There are no teams yet/)).toBeTruthy();
    expect(within(picker).getByRole('link', { name: 'Create a team first' }).getAttribute('href')).toBe('/business-team');
  });
});
