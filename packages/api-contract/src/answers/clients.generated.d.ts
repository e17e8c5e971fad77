// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
import type { AnswerValidator } from '../answers';
import type { OperationAnswer } from '../wire-types';

export declare const listPendingClientsAnswer: AnswerValidator<OperationAnswer<'listPendingClients'>>;
export declare const listClientsAnswer: AnswerValidator<OperationAnswer<'listClients'>>;
export declare const updateClientAnswer: AnswerValidator<OperationAnswer<'updateClient'>>;
export declare const listTeamVisitsAnswer: AnswerValidator<OperationAnswer<'listTeamVisits'>>;
export declare const createClientAnswer: AnswerValidator<OperationAnswer<'createClient'>>;
export declare const getClientScheduleAnswer: AnswerValidator<OperationAnswer<'getClientSchedule'>>;
export declare const deleteVisitAnswer: AnswerValidator<OperationAnswer<'deleteVisit'>>;
export declare const deleteAttachedServiceAnswer: AnswerValidator<OperationAnswer<'deleteAttachedService'>>;
export declare const addVisitsAnswer: AnswerValidator<OperationAnswer<'addVisits'>>;
export declare const deleteClientAnswer: AnswerValidator<OperationAnswer<'deleteClient'>>;
export declare const changeClientTeamAnswer: AnswerValidator<OperationAnswer<'changeClientTeam'>>;
export declare const moveVisitAnswer: AnswerValidator<OperationAnswer<'moveVisit'>>;
export declare const attachServicesAnswer: AnswerValidator<OperationAnswer<'attachServices'>>;
export declare const getCalendarAnswer: AnswerValidator<OperationAnswer<'getCalendar'>>;
export declare const getReportsAnswer: AnswerValidator<OperationAnswer<'getReports'>>;
