// The shape of the mock server's data file. Later features add collections here; `migrate`
// fills in the ones an older file lacks.
import type { WireBusinessHours } from '@fieldteam/api-contract';
import type { ActivationState, PaidPlan, Plan, Recurrence, Role, VisitStatus } from '@fieldteam/core';

export interface UserRecord {
  id: string;
  createdById: string | null;
  name: string;
  surname: string;
  username: string;
  email: string;
  docId: string | null;
  phone: string | null;
  locationDescription: string | null;
  latitude: number | null;
  longitude: number | null;
  complement: string | null;
  role: Role;
  isActive: ActivationState;
  passwordHash: string;
  acceptedTerms: boolean;
  createdAt: string;
  /** A freelancer's activity categories. */
  activities?: string[];
  /** An owner's plan (free unless subscribed). */
  plan?: Plan;
  /** An owner's last card subscription (/criar-assinatura). */
  subscription?: SubscriptionRecord;
}

/** What is kept of a subscription's card: its brand and last four digits, never the number or the security code. */
export interface SubscriptionRecord {
  brand: 'visa' | 'mastercard' | 'amex' | 'card';
  last4: string;
  plan: PaidPlan;
  /** ISO instant. */
  subscribedAt: string;
}

/** Working hours as the wire carries them: Portuguese day names, "HH:00" times (the contract's). */
export type { WireBusinessHours };

export interface CompanyRecord {
  ownerId: string;
  businessId: string;
  businessNick: string;
  commercialName: string;
  primaryEmail: string;
  secondaryEmail: string;
  phone: string;
  locationDescription: string;
  latitude: number;
  longitude: number;
  complement: string | null;
  activities: string[];
  openingHours: WireBusinessHours;
  createdAt: string;
}

export interface ServiceRecord {
  id: string;
  ownerId: string;
  itemName: string;
  price: number;
  createdAt: string;
}

export interface CollaboratorRecord {
  id: string;
  ownerId: string;
  name: string;
  surname: string;
  phone: string;
  description: string;
  latitude: number;
  longitude: number;
  createdAt: string;
}

export interface PersonRefRecord {
  id: string;
  name: string;
}

export interface TeamRecord {
  id: string;
  ownerId: string;
  name: string;
  leader: PersonRefRecord | null;
  colaborators: PersonRefRecord[];
  createdAt: string;
}

export interface ClientRecord {
  id: string;
  ownerId: string;
  name: string;
  /** 001 section 3 lists a surname; the documented bodies do not send one, so it is optional. */
  surname?: string | null;
  phone: string;
  email: string;
  docId: string | null;
  /** ISO date "YYYY-MM-DD". */
  birthday: string | null;
  description: string;
  latitude: number;
  longitude: number;
  /** The team the client is assigned to; null once that team is deleted. */
  teamId: string | null;
  /** Service duration "HH:MM". */
  serviceTime: string | null;
  /** The recurrence of the last dates added (`period` on the wire). */
  period: Recurrence | null;
  /** The last budget sent with services/add. */
  budget: { discountPercent: number; total: number } | null;
  /** The business's owner (the wire's createdById). */
  createdById: string;
  createdAt: string;
}

/** A scheduled visit ("todo"), in the business's local wall time. */
export interface VisitRecord {
  id: string;
  ownerId: string;
  clientId: string;
  /** Local date "YYYY-MM-DD". */
  date: string;
  /** Local time "HH:MM", 24 h. */
  time: string;
  /** pending, then started, then finished or cancelled. */
  status: VisitStatus;
}

/** A catalogue service attached to a client, at the name and price it had when attached. */
export interface AttachedServiceRecord {
  id: string;
  ownerId: string;
  clientId: string;
  /** The catalogue item's id. */
  serviceId: string;
  name: string;
  value: number;
  createdAt: string;
}

/** The record of one visit's work: started (notify/started) and finished with an observation. */
export interface TaskReportRecord {
  id: string;
  ownerId: string;
  clientId: string;
  /** The visit ("todoId"). */
  visitId: string | null;
  /** The task id the start call returned ("todoIdReference"). */
  taskId: string | null;
  /** ISO instants. */
  startedAt: string | null;
  finishedAt: string | null;
  collaboratorName: string | null;
  observation: string;
}

export interface SessionRecord {
  /** SHA-256 of the token: a copied data file does not hand out live sessions. */
  tokenHash: string;
  userId: string;
  createdAt: string;
}

export type CodePurpose = 'activation' | 'reset';

export interface CodeRecord {
  userId: string;
  purpose: CodePurpose;
  codeHash: string;
  expiresAt: string;
  used: boolean;
}

export interface MailRecord {
  id: string;
  to: string;
  subject: string;
  text: string;
  code?: string;
  sentAt: string;
}

export interface Data {
  version: 1;
  users: UserRecord[];
  sessions: SessionRecord[];
  codes: CodeRecord[];
  outbox: MailRecord[];
  companies: CompanyRecord[];
  services: ServiceRecord[];
  collaborators: CollaboratorRecord[];
  teams: TeamRecord[];
  clients: ClientRecord[];
  visits: VisitRecord[];
  attachedServices: AttachedServiceRecord[];
  reports: TaskReportRecord[];
}

export const emptyData = (): Data => ({
  version: 1,
  users: [],
  sessions: [],
  codes: [],
  outbox: [],
  companies: [],
  services: [],
  collaborators: [],
  teams: [],
  clients: [],
  visits: [],
  attachedServices: [],
  reports: [],
});

export const COLLECTIONS = ['users', 'sessions', 'codes', 'outbox', 'companies', 'services', 'collaborators', 'teams', 'clients', 'visits', 'attachedServices', 'reports'] as const;

/** Checks that parsed JSON is a data file and fills in collections added since it was written. */
export function migrate(raw: unknown): Data {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('the file does not hold a JSON object');
  const data = raw as Record<string, unknown>;
  if (!Array.isArray(data.users)) throw new Error('the file has no "users" list');
  for (const name of COLLECTIONS) {
    if (data[name] === undefined) data[name] = [];
    if (!Array.isArray(data[name])) throw new Error(`"${name}" is not a list`);
  }
  data.version = 1;
  // Attempt counts live in memory since older files' counts are dropped.
  for (const user of data.users as Array<Record<string, unknown>>) if (user && typeof user === 'object') delete user.failedLogins;
  for (const code of data.codes as Array<Record<string, unknown>>) if (code && typeof code === 'object') delete code.attempts;
  // Mails got an id with the journal; older files' mails get theirs from their place.
  (data.outbox as Array<Record<string, unknown>>).forEach((mail, index) => {
    if (mail && typeof mail === 'object' && mail.id === undefined) mail.id = `mail-${index + 1}`;
  });
  return data as unknown as Data;
}
