// The staff context's public API: managers, leaders and collaborators of the business, their
// port, and the use cases that list (cached per kind), add, edit and delete them.
export type * from './staff-member';
export type * from './staff.port';
export * from './staff-cache';
export * from './load-members.use-case';
export * from './add-member.use-case';
export * from './delete-member.use-case';
export * from './load-collaborators.use-case';
export * from './save-collaborator.use-case';
export * from './delete-collaborator.use-case';
