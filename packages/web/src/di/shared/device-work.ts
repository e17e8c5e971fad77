// The device's IndexedDB stores of a person's work (the imports) and what seals it when a session
// ends: fetched the first time one is used (a sign-in, a sign-out, an import page),
// so that no first page carries them or the WebCrypto code.
import { BrowserKeptWork, IndexedDbImportJobs } from '@fieldteam/adapters-browser';
import type { SessionStore } from '@fieldteam/core';

export const keptWorkOn = (storage: Storage): BrowserKeptWork => new BrowserKeptWork({ storage });

export const importJobsOf = (sessions: Pick<SessionStore, 'load'>): IndexedDbImportJobs => new IndexedDbImportJobs(sessions);
