// The API contract both sides speak (@fieldteam/api-contract): the wire types generated from the
// OpenAPI document, the answers' validators compiled from it ahead of time, and the wire formats.
// Safe for the browser: the document itself, the schema compiler and the contract checker are in
// @fieldteam/api-contract/checker (Node only).
export type { components, operations, paths } from './openapi';
export type { OperationAnswer, WireAnswer, WireBody, WireSchema } from './wire-types';
export * from './formats/dates';
export * from './formats/hours';
export * from './formats/weekdays';
export * from './answers';
