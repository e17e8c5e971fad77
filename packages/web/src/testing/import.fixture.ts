// The import screen's test world: a business with one team (Equipe Sul) and one client (Ana
// Souza), in-memory APIs and import store, a file saver that keeps what it is given, and the
// screen's view-model built as the container builds it.
import {
  DiscardImport,
  DryRunClientImport,
  DryRunCollaboratorImport,
  DryRunServiceImport,
  LoadImport,
  LoadTeams,
  SendImport,
  StartImport,
  type FileSaver,
  type SavedBinaryFile,
  type SavedFile,
  type SheetRow,
} from '@fieldteam/core';
import { FixedClock, MemoryCache, MemoryImportJobStore, RecordingClientsApi, RecordingProfileApi, RecordingServicesApi, RecordingStaffApi, RecordingTeamsApi, signedInToBusiness, StubMapsService } from '@fieldteam/core/testing';
import { ImportViewModel, type ChosenFile } from '../features/imports/import.view-model';
import type { SpreadsheetReader } from '../shared/spreadsheet/read';
import { csvSeparator, type ChosenSeparator } from '../shared/csv';
import { Notifier } from '../shared/notifier';

export class MemoryFiles implements FileSaver {
  saved: (SavedFile | SavedBinaryFile)[] = [];
  save(file: SavedFile | SavedBinaryFile): void {
    this.saved.push(file);
  }
}

/** A file as the screen hands it to the view-model, its text in UTF-8. */
/** A file chosen, holding `bytes`. */
export const chosenFile = (name: string, bytes: Uint8Array): ChosenFile => ({ name, size: bytes.length, bytes: () => Promise.resolve(bytes) });
export const csv = (text: string, name = 'clientes.csv') => chosenFile(name, new TextEncoder().encode(text));

/** A Brazilian ";" file: two rows to import, one to fix (a one-word name), one duplicate of Ana Souza. */
export const FILE = [
  'Nome;Telefone;E-mail;Endereço;Equipe',
  'Maria Souza;(11) 98888-0001;maria@exemplo.com.br;Rua Harmonia, 10, São Paulo;Equipe Sul',
  'Jo;(11) 98888-0002;jo@exemplo.com.br;Rua Harmonia, 12, São Paulo;Equipe Sul',
  'Ana Souza;(11) 98888-0003;ana@cliente.com.br;Rua Augusta, 500, São Paulo;Equipe Sul',
  'Carlos Lima;(11) 98888-0004;carlos@exemplo.com.br;Rua Harmonia, 14, São Paulo;',
].join('\r\n');

export interface ImportWorld {
  readonly clients: RecordingClientsApi;
  readonly store: MemoryImportJobStore;
  readonly files: MemoryFiles;
  readonly notifier: Notifier;
  /**
   * A view-model over this world; `cloning`: the dry run's request crosses as a worker would
   * receive it; `read`: the file reader (the page's own when not given); `region`: the separator of
   * the browser's region (the language's when not given).
   */
  make(options?: { cloning?: boolean; prepare?: (request: { readonly rows: readonly SheetRow[]; readonly mapping: readonly unknown[] }) => void; language?: string; region?: ChosenSeparator; read?: SpreadsheetReader }): ImportViewModel;
}

export function importWorld(): ImportWorld {
  const clients = new RecordingClientsApi();
  clients.clients = [{ id: 'c-1', name: 'Ana Souza', phone: '11999990000', email: 'ana@cliente.com.br', docId: null, birthday: null, address: null, team: null, serviceMinutes: null, createdById: null, createdAt: null }];
  const store = new MemoryImportJobStore();
  const files = new MemoryFiles();
  const notifier = new Notifier(60_000);
  const make: ImportWorld['make'] = ({ cloning = false, prepare, language = 'pt-BR', region = csvSeparator(language), read } = {}) => {
    const sessions = signedInToBusiness('manager');
    const clock = new FixedClock('2026-03-02T12:00:00Z');
    const teams = new RecordingTeamsApi();
    teams.teams = [{ id: 't-1', name: 'Equipe Sul', leader: null, members: [] }];
    const profile = new RecordingProfileApi();
    const services = new RecordingServicesApi();
    const staff = new RecordingStaffApi();
    const dryRun = new DryRunClientImport(clients, teams, profile, new StubMapsService(), sessions, clock);
    return new ImportViewModel(
      cloning || prepare ? { execute: (request, pacing) => dryRun.execute(cloning ? structuredClone(request) : request, pacing), prepare } : dryRun,
      new DryRunServiceImport(services, sessions),
      new DryRunCollaboratorImport(staff, profile, new StubMapsService(), sessions),
      new StartImport(store, clock),
      new SendImport(clients, services, staff, store, sessions, new MemoryCache(), clock, { wait: () => Promise.resolve() }),
      new LoadImport(store),
      new DiscardImport(store),
      new LoadTeams(teams, sessions),
      clock,
      notifier,
      files,
      language,
      region,
      read,
    );
  };
  return { clients, store, files, notifier, make };
}
