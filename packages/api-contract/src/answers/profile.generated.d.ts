// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
import type { AnswerValidator } from '../answers';
import type { OperationAnswer } from '../wire-types';

export declare const editUserFieldAnswer: AnswerValidator<OperationAnswer<'editUserField'>>;
export declare const getCompanyAnswer: AnswerValidator<OperationAnswer<'getCompany'>>;
export declare const editCompanyFieldAnswer: AnswerValidator<OperationAnswer<'editCompanyField'>>;
export declare const getBusinessHoursAnswer: AnswerValidator<OperationAnswer<'getBusinessHours'>>;
export declare const saveBusinessHoursAnswer: AnswerValidator<OperationAnswer<'saveBusinessHours'>>;
