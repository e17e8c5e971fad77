// Clients as plain JSON for the browser cache (Temporal values become ISO strings and back).
import { Temporal } from 'temporal-polyfill';
import type { Client } from './client.entity';

export type ClientSnapshot = Omit<Client, 'birthday'> & { readonly birthday: string | null };

export const clientToSnapshot = (client: Client): ClientSnapshot => ({ ...client, birthday: client.birthday?.toString() ?? null });

export const clientFromSnapshot = (snapshot: ClientSnapshot): Client => ({
  ...snapshot,
  birthday: snapshot.birthday ? Temporal.PlainDate.from(snapshot.birthday) : null,
});
