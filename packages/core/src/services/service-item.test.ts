import { describe, expect, it } from 'vitest';
import { checkPrice, parsePrice } from './service-item';
import { readServiceInput } from './service-input';

describe('service price ("comma accepted as decimal separator")', () => {
  it.each([
    ['10', 10],
    ['10,5', 10.5],
    ['10.50', 10.5],
    ['0', 0],
    ['1234567,99', 1234567.99],
    [' 99,90 ', 99.9],
  ])('reads %j as %d', (text, value) => expect(parsePrice(text)).toBe(value));

  it.each(['', 'abc', '10,555', '1.234,56', '-5', '12345678', '10,', ',5'])('refuses %j: "Add a valid price"', (text) => {
    expect(parsePrice(text)).toBeNull();
    expect(checkPrice(text)).toBe('PRICE_INVALID');
  });

  it('needs a name of 3 to 50 characters', () => {
    expect(readServiceInput({ name: 'Ab', price: '10' })).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', issues: [{ field: 'name', code: 'FIELD_INVALID' }] } });
    expect(readServiceInput({ name: 'Deep cleaning', price: '120,00' })).toEqual({ ok: true, value: { name: 'Deep cleaning', price: 120 } });
  });
});
