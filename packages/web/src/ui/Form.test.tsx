import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './Form';
import { TextField } from './TextField';

describe('Form', () => {
  it('hands the submit to its handler without loading a page, and leaves the checks to the app', () => {
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <input type="email" required defaultValue="not an e-mail" />
        <button type="submit">Go</button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    expect(form.className).toBe('ft-form');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

/** A form of three required fields whose submit shows an error on the empty ones. */
function ThreeFields({ focusFirstError }: { focusFirstError: boolean }) {
  const [values, setValues] = useState({ name: 'Ana', primary: '', secondary: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: keyof typeof values, label: string) => (
    <TextField label={label} required value={values[key]} error={errors[key]} onChange={(v) => setValues({ ...values, [key]: v })} />
  );
  return (
    <Form focusFirstError={focusFirstError} aria-label="Set up" onSubmit={async () => setErrors(Object.fromEntries(Object.entries(values).filter(([, v]) => v === '').map(([k]) => [k, 'Required'])))}>
      {field('name', 'Name')}
      {field('primary', 'Primary e-mail')}
      {field('secondary', 'Secondary e-mail')}
      <button type="submit">Register</button>
    </Form>
  );
}

describe('Form: required fields and the first error', () => {
  it('marks a required field beside its label and tells assistive technology', () => {
    render(<ThreeFields focusFirstError />);
    const input = screen.getByLabelText(/^Secondary e-mail/);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.closest('.ft-field')?.querySelector('.ft-field__required')?.textContent).toBe(' *');
  });

  it('after a submit that leaves errors, the focus is on the first field in error', async () => {
    render(<ThreeFields focusFirstError />);
    screen.getByRole('button', { name: 'Register' }).focus();
    fireEvent.submit(screen.getByRole('form', { name: 'Set up' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Primary e-mail/)));
  });

  it('leaves the focus alone without focusFirstError', async () => {
    render(<ThreeFields focusFirstError={false} />);
    const button = screen.getByRole('button', { name: 'Register' });
    button.focus();
    fireEvent.submit(screen.getByRole('form', { name: 'Set up' }));
    await screen.findAllByText('Required');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(button);
  });
});
