// Business constants of the specification (000 section 9) that the rules use.
export const LIMITS = {
  textMin: 3,
  textMax: 50,
  personNameMin: 4,
  addressMin: 6,
  addressMax: 150,
  passwordMin: 8,
  phoneMin: 6,
  activationCodeMin: 6,
  activationCodeMax: 8,
  resetCodeMaxDigits: 6,
  documentMinDigits: 6,
  documentMaxDigits: 14,
  priceMax: 1_000_000,
} as const;
