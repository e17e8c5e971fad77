// The company's service catalogue (/business-services): list, save a queued batch, edit, delete.
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkText } from '../validation/field.rules';
import { checkPrice, parsePrice, type NewService, type ServiceItem } from './service-item';
import type { ServicesApi } from './services.port';

export type ServiceField = 'name' | 'price';

/** Checks a typed service (name and price text) and reads it. */
export function readServiceInput(input: { name: string; price: string }): Result<NewService, ValidationFailure<ServiceField>> {
  const issues = collectIssues<ServiceField>([
    ['name', checkText(input.name, 'FIELD_INVALID')],
    ['price', checkPrice(input.price)],
  ]);
  if (issues.length > 0) return err(validationFailure(issues));
  return { ok: true, value: { name: input.name.trim(), price: parsePrice(input.price)! } };
}

export class LoadServices {
  constructor(
    private readonly api: Pick<ServicesApi, 'list'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly ServiceItem[], NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.list(context.value.credentials, context.value.ownerId);
  }
}

export class AddServices {
  constructor(
    private readonly api: Pick<ServicesApi, 'create'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(queue: readonly NewService[]): Promise<Result<Ack, ValidationFailure<'queue'> | NotSignedIn | ApiFailure>> {
    if (queue.length === 0) return err(validationFailure([{ field: 'queue', code: 'FIELD_INVALID' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.create(context.value.credentials, context.value.ownerId, queue);
  }
}

export class EditService {
  constructor(
    private readonly api: Pick<ServicesApi, 'edit'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(input: { id: string; name: string; price: string }): Promise<Result<Ack, ValidationFailure<ServiceField | 'id'> | NotSignedIn | ApiFailure>> {
    if (!input.id) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const read = readServiceInput(input);
    if (!read.ok) return read;
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.edit(context.value.credentials, { id: input.id, ...read.value });
  }
}

export class DeleteService {
  constructor(
    private readonly api: Pick<ServicesApi, 'remove'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(serviceId: string): Promise<Result<Ack, ValidationFailure<'id'> | NotSignedIn | ApiFailure>> {
    if (!serviceId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.remove(context.value.credentials, serviceId);
  }
}
