// Request bodies of the road screen's visit calls (001 section 7, docs/api/clients-wire.md
// "Visits and subscription"). Credentials (email, token) are checked by the authentication step.
import { validationMessagesEn } from '@fieldteam/core';
import { requiredId, Rule, type WireCheck } from './rule.decorator';

export const VISITS_MESSAGES = {
  observation: 'The observation must be a text.',
  /** 000 section 5: "Missing ids give a try-again message". */
  visitRequired: validationMessagesEn.ID_MISSING,
  /** 001 section 5: "Cancel requires a clientId, otherwise 'Nenhuma entrada encontrada para cliente'". */
  clientMissing: validationMessagesEn.CLIENT_MISSING,
  userNameRequired: 'The name of the person starting the visit ({userName}) is required.',
  notYourName: 'The name in the path must be your own, as your account has it: your first name, or your first name and surname.',
  twoClients: 'The two client ids of the cancel call must be the same client.',
  taskMismatch: 'The task id (taskcorresponded) is not the one this visit was started with.',
} as const;

const observationRule: WireCheck = (v) => (v === undefined || v === null || typeof v === 'string' ? null : VISITS_MESSAGES.observation);

/** POST /company/client/service/notify/finish. */
export class FinishVisitBody {
  @Rule('clientId', requiredId) clientId!: string | number;
  @Rule('createdById', requiredId) createdById!: string | number;
  @Rule('todoId', requiredId) todoId!: string | number;
  @Rule('observation', observationRule) observation?: string | null;
  @Rule('taskcorresponded', requiredId) taskcorresponded!: string | number;
}
