// The data file's records checked at start, one by one, against the shape the routes rely on
// (store/schema.ts). A bad record stops the start with a message naming the collection, the
// record's index and the field, and nothing is rewritten: a record the routes would trip over
// (a user that is null, a team whose `colaborators` is null) must never reach them.
import { ACTIVATION_STATES, PLANS, RECURRENCES, ROLES } from '@fieldteam/core';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { CollectionName } from './store';

const text = { type: 'string' } as const;
const id = { type: 'string', minLength: 1 } as const;
const nullableText = { type: ['string', 'null'] } as const;
const number = { type: 'number' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const instant = { type: 'string', minLength: 1 } as const;
const nullableInstant = { type: ['string', 'null'] } as const;
const record = (required: Record<string, object>, optional: Record<string, object> = {}) => ({
  type: 'object',
  required: Object.keys(required),
  properties: { ...required, ...optional },
});
const personRef = record({ id, name: text });
const visitStatus = { enum: ['pending', 'started', 'finished', 'cancelled'] };

const SCHEMAS: Record<CollectionName, object> = {
  users: record(
    {
      id,
      createdById: { type: ['string', 'null'] },
      name: text,
      surname: text,
      username: text,
      email: id,
      docId: nullableText,
      phone: nullableText,
      locationDescription: nullableText,
      latitude: nullableNumber,
      longitude: nullableNumber,
      complement: nullableText,
      role: { enum: [...ROLES] },
      isActive: { enum: [...ACTIVATION_STATES] },
      passwordHash: id,
      acceptedTerms: { type: 'boolean' },
      createdAt: instant,
    },
    {
      activities: { type: 'array', items: text },
      plan: { enum: [...PLANS] },
      subscription: record({ brand: text, last4: text, plan: { enum: ['basic', 'plus'] }, subscribedAt: instant }),
    },
  ),
  sessions: record({ tokenHash: id, userId: id, createdAt: instant }),
  codes: record({ userId: id, purpose: { enum: ['activation', 'reset'] }, codeHash: id, expiresAt: instant, used: { type: 'boolean' } }),
  outbox: record({ id, to: text, subject: text, text, sentAt: instant }, { code: text }),
  companies: record({
    ownerId: id,
    businessId: text,
    businessNick: text,
    commercialName: text,
    primaryEmail: text,
    secondaryEmail: text,
    phone: text,
    locationDescription: text,
    latitude: number,
    longitude: number,
    complement: nullableText,
    activities: { type: 'array', items: text },
    openingHours: record({
      workingHours: { type: 'array', items: record({ id: text, day: text, startTime: text, endTime: text }) },
      closedDays: { type: 'array', items: text },
    }),
    createdAt: instant,
  }),
  services: record({ id, ownerId: id, itemName: text, price: number, createdAt: instant }),
  collaborators: record({ id, ownerId: id, name: text, surname: text, phone: text, description: text, latitude: number, longitude: number, createdAt: instant }),
  teams: record({ id, ownerId: id, name: text, leader: { anyOf: [{ type: 'null' }, personRef] }, colaborators: { type: 'array', items: personRef }, createdAt: instant }),
  clients: record(
    {
      id,
      ownerId: id,
      name: text,
      phone: text,
      email: text,
      docId: nullableText,
      birthday: nullableText,
      description: text,
      latitude: number,
      longitude: number,
      teamId: { type: ['string', 'null'] },
      serviceTime: nullableText,
      period: { anyOf: [{ type: 'null' }, { enum: [...RECURRENCES] }] },
      budget: { anyOf: [{ type: 'null' }, record({ discountPercent: number, total: number })] },
      createdById: id,
      createdAt: instant,
    },
    { surname: nullableText },
  ),
  visits: record({ id, ownerId: id, clientId: id, date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, time: { type: 'string', pattern: '^\\d{2}:\\d{2}$' }, status: visitStatus }),
  attachedServices: record({ id, ownerId: id, clientId: id, serviceId: text, name: text, value: number, createdAt: instant }),
  reports: record({
    id,
    ownerId: id,
    clientId: id,
    visitId: { type: ['string', 'null'] },
    taskId: { type: ['string', 'null'] },
    startedAt: nullableInstant,
    finishedAt: nullableInstant,
    collaboratorName: nullableText,
    observation: text,
  }),
};

const ajv = new Ajv({ allErrors: false, allowUnionTypes: true, strict: false });
const validators = new Map<string, ValidateFunction>();

function validatorOf(collection: CollectionName): ValidateFunction {
  let validate = validators.get(collection);
  if (!validate) {
    validate = ajv.compile(SCHEMAS[collection]);
    validators.set(collection, validate);
  }
  return validate;
}

/** What is wrong with the record, as "field: problem" (null when it is sound). */
export function recordProblem(collection: CollectionName, value: unknown): string | null {
  const validate = validatorOf(collection);
  if (validate(value)) return null;
  const error = validate.errors![0]!;
  return describe(error);
}

function describe(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return `field "${path ? `${path}.` : ''}${missing}" is missing`;
  }
  if (path === '') return `the record ${error.message ?? 'is not valid'}`;
  return `field "${path}" ${error.message ?? 'is not valid'}`;
}
