// A service of the company's catalogue (a "budget item": name and price), and the price rule.
export interface ServiceItem {
  readonly id: string;
  readonly name: string;
  /** Price in the business's currency, two decimals at most. */
  readonly price: number;
}

export interface NewService {
  readonly name: string;
  readonly price: number;
}

const PRICE = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** A typed price: digits with a dot or a comma before up to two decimals (000 section 5). */
export function parsePrice(text: string): number | null {
  const value = text.trim();
  if (!PRICE.test(value)) return null;
  return Number(value.replace(',', '.'));
}

export const checkPrice = (text: string) => (parsePrice(text) === null ? ('PRICE_INVALID' as const) : null);
