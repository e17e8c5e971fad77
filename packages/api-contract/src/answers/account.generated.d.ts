// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
import type { AnswerValidator } from '../answers';
import type { OperationAnswer } from '../wire-types';

export declare const loginAnswer: AnswerValidator<OperationAnswer<'login'>>;
export declare const registerAnswer: AnswerValidator<OperationAnswer<'register'>>;
export declare const requestResetCodeAnswer: AnswerValidator<OperationAnswer<'requestResetCode'>>;
export declare const changePasswordAnswer: AnswerValidator<OperationAnswer<'changePassword'>>;
export declare const activateAccountAnswer: AnswerValidator<OperationAnswer<'activateAccount'>>;
export declare const checkAuthAnswer: AnswerValidator<OperationAnswer<'checkAuth'>>;
export declare const disconnectAnswer: AnswerValidator<OperationAnswer<'disconnect'>>;
