// How each kind's rows reach the server, through the documented calls only (one
// cadastre call per client, the catalogue's create per service, the collaborator's cadastre per
// collaborator; an update through the record's own update call), and how a created record is
// found in the server's list when its answer was lost.
import { Temporal } from 'temporal-polyfill';
import type { Credentials, UserId } from '../account/user.entity';
import type { ClientsApi } from '../clients/clients.port';
import { CLIENTS_CACHE_KEY } from '../clients/clients-cache';
import type { ServicesApi } from '../services/services.port';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import { STAFF_CACHE_KEYS } from '../staff/staff-cache';
import type { StaffApi } from '../staff/staff.port';
import { phoneDigits, sameTextKey } from './cell-values.rules';
import type { ClientImportRecord } from './dry-run-client-import.use-case';
import type { CollaboratorImportRecord } from './dry-run-collaborator-import.use-case';
import type { ServiceImportRecord } from './dry-run-service-import.use-case';
import type { ImportKind } from './import-fields';

export interface TargetContext {
  readonly credentials: Credentials;
  readonly ownerId: UserId;
  readonly timeZone: string;
}

export interface ImportTarget<R> {
  create(context: TargetContext, record: R): Promise<Result<Ack, ApiFailure>>;
  update(context: TargetContext, id: string, record: R): Promise<Result<Ack, ApiFailure>>;
  /** The keys of the records on the server now. */
  presentKeys(context: TargetContext): Promise<Result<ReadonlySet<string>, ApiFailure>>;
  /** The cached list the import changes, dropped once it has sent rows. */
  readonly cacheKey: string | null;
}

/** The key that finds each kind's created record in its list. */
export const importKeys = {
  clients: (record: Pick<ClientImportRecord, 'email'>) => `email:${record.email.trim().toLowerCase()}`,
  services: (record: Pick<ServiceImportRecord, 'name'>) => `name:${sameTextKey(record.name)}`,
  collaborators: (record: Pick<CollaboratorImportRecord, 'phone'>) => `phone:${phoneDigits(record.phone)}`,
} as const;

export type ImportPorts = {
  readonly clients: Pick<ClientsApi, 'create' | 'update' | 'list'>;
  readonly services: Pick<ServicesApi, 'create' | 'edit' | 'list'>;
  readonly staff: Pick<StaffApi, 'createCollaborator' | 'updateCollaborator' | 'listCollaborators'>;
};

const keysOf = <T>(answer: Result<readonly T[], ApiFailure>, key: (item: T) => string): Result<ReadonlySet<string>, ApiFailure> =>
  answer.ok ? ok(new Set(answer.value.map(key))) : answer;

const clientInput = (record: ClientImportRecord) => ({
  name: record.name,
  phone: record.phone,
  email: record.email,
  docId: record.docId,
  birthday: record.birthday ? Temporal.PlainDate.from(record.birthday) : null,
  address: record.address,
  serviceMinutes: record.serviceMinutes,
});

export function importTargets(ports: ImportPorts): { readonly [K in ImportKind]: ImportTarget<K extends 'clients' ? ClientImportRecord : K extends 'services' ? ServiceImportRecord : CollaboratorImportRecord> } {
  return {
    clients: {
      cacheKey: CLIENTS_CACHE_KEY,
      create: (c, record) =>
        ports.clients.create(c.credentials, c.ownerId, {
          ...clientInput(record),
          teamId: record.teamId,
          visits: record.visits.map((ms) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(c.timeZone).toPlainDateTime()),
          recurrence: record.visits.length > 0 ? record.recurrence : null,
        }),
      // An update changes the client's fields; its team and visits stay as they are.
      update: (c, id, record) => ports.clients.update(c.credentials, id, clientInput(record)),
      presentKeys: async (c) => keysOf(await ports.clients.list(c.credentials, c.ownerId), importKeys.clients),
    },
    services: {
      cacheKey: null,
      create: (c, record) => ports.services.create(c.credentials, c.ownerId, [{ name: record.name, price: record.price }]),
      update: (c, id, record) => ports.services.edit(c.credentials, { id, name: record.name, price: record.price }),
      presentKeys: async (c) => keysOf(await ports.services.list(c.credentials, c.ownerId), importKeys.services),
    },
    collaborators: {
      cacheKey: STAFF_CACHE_KEYS.collaborator,
      create: (c, record) => ports.staff.createCollaborator(c.credentials, c.ownerId, record),
      update: (c, id, record) => ports.staff.updateCollaborator(c.credentials, id, record),
      presentKeys: async (c) => keysOf(await ports.staff.listCollaborators(c.credentials, c.ownerId), (person) => importKeys.collaborators({ phone: person.phone ?? '' })),
    },
  };
}
