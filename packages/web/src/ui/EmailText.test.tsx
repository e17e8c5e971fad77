import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText';

describe('EmailText', () => {
  it('offers its only break after the @, and reads as the whole address', () => {
    const { container } = render(<EmailText email="andre.vasconcelos@exemplo.com.br" />);
    expect(container.textContent).toBe('andre.vasconcelos@exemplo.com.br');
    expect(container.querySelectorAll('wbr')).toHaveLength(1);
    expect(container.querySelector('wbr')!.previousSibling!.textContent).toBe('andre.vasconcelos@');
  });

  it('adds no break to text without a name and a domain around an @', () => {
    for (const text of ['...', '@exemplo.com', 'ana@', 'sem arroba']) {
      const { container } = render(<EmailText email={text} />);
      expect(container.textContent).toBe(text);
      expect(container.querySelector('wbr')).toBeNull();
    }
  });
});
