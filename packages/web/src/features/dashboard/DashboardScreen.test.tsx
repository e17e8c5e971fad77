import { signedInStore } from '@fieldteam/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../di/tokens';
import { createTestContainer, renderScreen } from '../../testing/render-screen';
import { DashboardScreen } from './DashboardScreen';

describe('DashboardScreen: the welcome', () => {
  it('welcomes the person by name in words that fit a brand-new account (not "welcome back"), keeping nothing on the device', () => {
    const test = createTestContainer();
    test.container.rebind(TOKENS.sessionStore).toConstantValue(signedInStore('employer', { id: 'u1' }));
    const before = test.storage.length;
    renderScreen(<DashboardScreen />, { app: test.app, path: '/dashboard' });
    expect(screen.getByText('Welcome, Ana. What would you like to do today?')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(test.storage.length).toBe(before);
  });
});
