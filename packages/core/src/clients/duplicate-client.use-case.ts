// Registers a copy of a client, for a new client much like one the business has (another unit at
// the same address, a second contract): the same team, address, phone, e-mail, document, birthday
// and service duration, named after the original with a word that says it is a copy, with no
// visits and no services. Through the documented registration, so every rule of a new client holds.
import type { Ack } from '../shared/acknowledgement';
import type { Result } from '../shared/result';
import type { ClientField } from './client.rules';
import type { Client } from './client.entity';
import type { ClientsFailure } from './clients.errors';
import type { ScheduleClient } from './schedule-client.use-case';

/** The longest client name (001 section 5). */
const NAME_MAX = 50;

export class DuplicateClient {
  constructor(private readonly register: Pick<ScheduleClient, 'execute'>) {}

  /** `copyWord` is the active language's word for a copy ("copy", "cópia"): the name keeps it within 50 characters. */
  execute(input: { readonly client: Client; readonly copyWord: string }): Promise<Result<Ack, ClientsFailure<ClientField | 'dates'>>> {
    const { client, copyWord } = input;
    const name = `${client.name.slice(0, NAME_MAX - copyWord.length - 1).trimEnd()} ${copyWord}`;
    return this.register.execute({
      client: { name, phone: client.phone, email: client.email, docId: client.docId ?? '', birthday: client.birthday, address: client.address, serviceMinutes: client.serviceMinutes },
      teamId: client.team?.id ?? null,
      dates: [],
      recurrence: null,
    });
  }
}
