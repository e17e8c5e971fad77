// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
import type { AnswerValidator } from '../answers';
import type { OperationAnswer } from '../wire-types';

export declare const listManagersAnswer: AnswerValidator<OperationAnswer<'listManagers'>>;
export declare const deleteManagerAnswer: AnswerValidator<OperationAnswer<'deleteManager'>>;
export declare const listLeadersAnswer: AnswerValidator<OperationAnswer<'listLeaders'>>;
export declare const deleteLeaderAnswer: AnswerValidator<OperationAnswer<'deleteLeader'>>;
export declare const listCollaboratorsAnswer: AnswerValidator<OperationAnswer<'listCollaborators'>>;
export declare const deleteCollaboratorAnswer: AnswerValidator<OperationAnswer<'deleteCollaborator'>>;
export declare const createManagerAnswer: AnswerValidator<OperationAnswer<'createManager'>>;
export declare const createLeaderAnswer: AnswerValidator<OperationAnswer<'createLeader'>>;
export declare const createCollaboratorAnswer: AnswerValidator<OperationAnswer<'createCollaborator'>>;
export declare const updateCollaboratorAnswer: AnswerValidator<OperationAnswer<'updateCollaborator'>>;
