// The shape of the mock server's data file. Later features add collections here; `migrate`
// fills in the ones an older file lacks.
import type { ActivationState, Plan, Role } from '@fieldteam/core';

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
  /** Times of failed sign-ins within the last hour (rate limit). */
  failedLogins: string[];
  /** A freelancer's activity categories. */
  activities?: string[];
  /** An owner's plan (free unless subscribed). */
  plan?: Plan;
}

/** Working hours as the wire carries them: Portuguese day names, "HH:00" times. */
export interface WireBusinessHours {
  workingHours: Array<{ id: string; day: string; startTime: string; endTime: string }>;
  closedDays: string[];
}

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
  attempts: number;
  used: boolean;
}

export interface MailRecord {
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
});

const COLLECTIONS = ['users', 'sessions', 'codes', 'outbox', 'companies', 'services', 'collaborators', 'teams'] as const;

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
  return data as unknown as Data;
}
