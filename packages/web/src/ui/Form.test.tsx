import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './Form';

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
