import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { LoginScreen } from './LoginScreen';

describe('LoginScreen', () => {
  it('labels every control and shows the rules it breaks', async () => {
    renderScreen(<LoginScreen />, { path: '/login' });
    const email = await screen.findByLabelText('E-mail');
    await userEvent.type(email, 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please check the provided email and try again.')).toBeTruthy();
    expect(screen.getByText('Must contain more than 8 characters and more than 3 letters')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('toggles the password between hidden and shown', async () => {
    renderScreen(<LoginScreen />, { path: '/login' });
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    await waitFor(() => expect(password.type).toBe('text'));
  });
});
