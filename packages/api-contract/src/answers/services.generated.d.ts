// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
import type { AnswerValidator } from '../answers';
import type { OperationAnswer } from '../wire-types';

export declare const listServicesAnswer: AnswerValidator<OperationAnswer<'listServices'>>;
export declare const createServicesAnswer: AnswerValidator<OperationAnswer<'createServices'>>;
export declare const deleteServiceAnswer: AnswerValidator<OperationAnswer<'deleteService'>>;
export declare const editServiceAnswer: AnswerValidator<OperationAnswer<'editService'>>;
