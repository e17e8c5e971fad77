import { STORAGE_KEYS } from '@fieldteam/adapters-browser';
import { signedInStore } from '@fieldteam/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../di/tokens';
import { createTestContainer, renderScreen } from '../../testing/render-screen';
import { DashboardScreen } from './DashboardScreen';

function dashboardOf(role: 'employer' | 'leader', welcomedBefore: readonly string[] = []) {
  const test = createTestContainer();
  test.container.rebind(TOKENS.sessionStore).toConstantValue(signedInStore(role, { id: 'u1' }));
  if (welcomedBefore.length > 0) test.storage.setItem(STORAGE_KEYS.welcomed, JSON.stringify(welcomedBefore));
  renderScreen(<DashboardScreen />, { app: test.app, path: '/dashboard' });
  return test;
}

describe('DashboardScreen: the welcome', () => {
  it('greets a brand-new account with a first welcome, not "welcome back", and remembers it on the device', () => {
    const { storage } = dashboardOf('employer');
    expect(screen.getByText('Welcome, Ana. What would you like to do first?')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.welcomed)!)).toEqual(['u1']);
  });

  it('welcomes back a person this device has welcomed before', () => {
    dashboardOf('leader', ['u1']);
    expect(screen.getByText('Welcome back, Ana. What would you like to do today?')).toBeTruthy();
  });

  it('welcomes someone new to a shared device the first time', () => {
    dashboardOf('leader', ['someone-else']);
    expect(screen.getByText('Welcome, Ana. What would you like to do first?')).toBeTruthy();
  });
});
