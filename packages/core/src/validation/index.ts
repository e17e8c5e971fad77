// The validation context's public API: the codes, their English texts, the limits, the field
// rules (one-line text among them) and the issue collector.
export * from './validation-codes';
export * from './validation-messages.en';
export * from './limits';
export * from './field.rules';
export * from './text.rules';
export * from './collect-issues';
