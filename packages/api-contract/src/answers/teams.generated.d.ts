// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
import type { AnswerValidator } from '../answers';
import type { OperationAnswer } from '../wire-types';

export declare const listTeamsAnswer: AnswerValidator<OperationAnswer<'listTeams'>>;
export declare const listTeamCandidatesAnswer: AnswerValidator<OperationAnswer<'listTeamCandidates'>>;
export declare const createTeamAnswer: AnswerValidator<OperationAnswer<'createTeam'>>;
export declare const updateTeamAnswer: AnswerValidator<OperationAnswer<'updateTeam'>>;
export declare const deleteTeamAnswer: AnswerValidator<OperationAnswer<'deleteTeam'>>;
