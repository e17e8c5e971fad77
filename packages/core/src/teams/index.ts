// The teams context's public API: the team, its port, and the use cases of /business-team (list,
// pickers, save with the edit rules, delete).
export type * from './team.entity';
export type * from './teams.port';
export * from './load-teams.use-case';
export * from './load-team-candidates.use-case';
export * from './save-team.use-case';
export * from './delete-team.use-case';
