// The budget context's public API: money in cents and the budget of a client's services.
export * from './money.rules';
export * from './budget.rules';
