// The billing context's public API: the billing port, the card rules and subscribing to a paid plan.
export type * from './billing.port';
export * from './card.rules';
export * from './subscribe.use-case';
