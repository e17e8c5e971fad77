import { BusinessZoneClock } from '@fieldteam/adapters-browser';
import { LoadAgenda, LoadTeams, type Clock, type FileSaver, type SavedBinaryFile, type SavedFile } from '@fieldteam/core';
import { FixedClock, RecordingClientsApi, RecordingServicesApi, RecordingStaffApi, RecordingTeamsApi, signedInToBusiness } from '@fieldteam/core/testing';
import { strFromU8, unzipSync } from 'fflate';
import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { archiveThrough } from '../../workers/transfer-calls';
import { archiveWork } from '../../workers/transfer-work';
import { Notifier } from '../../shared/notifier';
import { ExportViewModel, fileNameOf } from './export.view-model';

class MemoryFiles implements FileSaver {
  saved: (SavedFile | SavedBinaryFile)[] = [];
  save(file: SavedFile | SavedBinaryFile): void {
    this.saved.push(file);
  }
}

/** The business's data the export reads: one client, one visit at 14:00 on 4 March 2026, one team, one service. */
function businessData() {
  const sessions = signedInToBusiness('employer');
  const clients = new RecordingClientsApi();
  clients.clients = [
    { id: 'c-1', name: '=HYPERLINK("http://evil.example")', phone: '11999990000', email: 'ana@x.com', docId: null, birthday: Temporal.PlainDate.from('1990-12-31'), address: { description: 'Rua Augusta, 500', latitude: -23.55123, longitude: -46.66, complement: null }, team: null, serviceMinutes: 90, createdById: null, createdAt: null },
  ];
  clients.calendarEntries = [
    {
      client: { id: 'c-1', name: 'Ana', phone: '11999990000', email: 'ana@x.com', address: { description: 'Rua Augusta, 500', latitude: -23.55, longitude: -46.66, complement: null } },
      team: { id: 't-1', name: 'Equipe Sul', leader: { id: 'l-1', name: 'Lia' }, members: [] },
      recurrence: 'weekly',
      visits: [{ id: 'v-1', day: 20260304, minute: 14 * 60, status: 'pending' }],
    },
  ];
  const teams = new RecordingTeamsApi();
  teams.teams = [{ id: 't-1', name: 'Equipe Sul', leader: { id: 'l-1', name: 'Lia' }, members: [{ id: 'm-1', name: 'Caio' }] }];
  const services = new RecordingServicesApi();
  services.services = [{ id: 's-1', name: 'Poda', price: 80.5 }];
  return { sessions, clients, teams, services };
}

/** The export screen over the business's data, with the clock the composition gives it, saving into `files`. */
function exportScreen({ sessions, clients, teams, services }: ReturnType<typeof businessData>, clock: Pick<Clock, 'now' | 'timeZone'>, files: FileSaver): ExportViewModel {
  return new ExportViewModel(
    // The transfer work as it runs in the page where there is no worker (the worker runs the same code).
    archiveThrough(archiveWork({ clients, calendar: clients, reports: clients, teams, services, staff: new RecordingStaffApi() }), sessions, clock, 'pt-BR'),
    new LoadAgenda(clients, clients, sessions, clock),
    new LoadTeams(teams, sessions),
    clock,
    new Notifier(60_000),
    files,
    'pt-BR',
  );
}

describe('ExportViewModel', () => {
  let clients: RecordingClientsApi;
  let files: MemoryFiles;
  let vm: ExportViewModel;

  beforeEach(async () => {
    const data = businessData();
    clients = data.clients;
    files = new MemoryFiles();
    vm = exportScreen(data, new FixedClock('2026-03-02T12:00:00Z'), files);
    await vm.load();
  });

  it('hands over one ZIP with a CSV per collection and a README naming the columns, cells defused', async () => {
    await vm.exportAll('Jardins Ltda');
    const [file] = files.saved;
    expect(file!.name).toBe('fieldteam-2026-03-02.zip');
    const zip = unzipSync((file as SavedBinaryFile).bytes);
    expect(Object.keys(zip).sort()).toEqual(['README.txt', 'client_services.csv', 'clients.csv', 'services.csv', 'staff.csv', 'task_reports.csv', 'teams.csv', 'visits.csv']);
    const clientsCsv = strFromU8(zip['clients.csv']!).replace('\uFEFF', '').split('\r\n');
    expect(clientsCsv[0]).toBe('id;name;phone;email;doc_id;birthday;address_description;latitude;longitude;team;service_minutes;created_at');
    // Whatever holds a comma is quoted too, for a spreadsheet that would split the file at commas.
    expect(clientsCsv[1]).toBe(`c-1;"'=HYPERLINK(""http://evil.example"")";11999990000;ana@x.com;;1990-12-31;"Rua Augusta, 500";"-23,55123";"-46,66";;90;`);
    expect(strFromU8(zip['visits.csv']!).split('\r\n')[1]).toBe('v-1;c-1;Ana;2026-03-04;14:00;pending;Equipe Sul;weekly');
    expect(strFromU8(zip['services.csv']!).split('\r\n')[1]).toBe('s-1;Poda;"80,5"');
    const readme = strFromU8(zip['README.txt']!);
    expect(readme).toContain('Fieldteam export of Jardins Ltda');
    expect(readme).toContain('America/Sao_Paulo');
    expect(readme).toContain('  address_description: Address, as typed.');
  });

  it('separates the files with the region’s separator unless another is chosen, numbers in its decimal mark, the README saying so', async () => {
    expect(vm.separator).toBe(';');
    vm.setSeparator(',');
    await vm.exportAll('Jardins Ltda');
    const zip = unzipSync((files.saved[0] as SavedBinaryFile).bytes);
    const clientsCsv = strFromU8(zip['clients.csv']!).split('\r\n');
    expect(clientsCsv[0]).toBe('id,name,phone,email,doc_id,birthday,address_description,latitude,longitude,team,service_minutes,created_at');
    expect(clientsCsv[1]).toBe(`c-1,"'=HYPERLINK(""http://evil.example"")",11999990000,ana@x.com,,1990-12-31,"Rua Augusta, 500",-23.55123,-46.66,,90,`);
    expect(strFromU8(zip['services.csv']!).split('\r\n')[1]).toBe('s-1,Poda,80.5');
    expect(strFromU8(zip['README.txt']!)).toContain('fields separated by ","');
    expect(strFromU8(zip['README.txt']!)).toContain('Decimals are written with a point.');
  });

  it('starts from the separator it is given (the region’s), whatever the language', () => {
    const sessions = signedInToBusiness('employer');
    const clock = new FixedClock('2026-03-02T12:00:00Z');
    const archive = { make: () => Promise.reject(new Error('not here')), clientChoices: () => Promise.reject(new Error('not here')) };
    const make = (...region: [] | [',' | ';']) => new ExportViewModel(archive, new LoadAgenda(clients, clients, sessions, clock), new LoadTeams(new RecordingTeamsApi(), sessions), clock, new Notifier(60_000), files, 'pt-BR', ...region);
    expect(make(',').separator).toBe(',');
    expect(make(';').separator).toBe(';');
    // Without one, the language's.
    expect(make().separator).toBe(';');
  });

  it('offers the teams, the people of the teams and the clients for the agenda', async () => {
    expect(vm.choices.map((c) => c.name)).toEqual(['Equipe Sul']);
    vm.setAgendaKind('person');
    expect(vm.choices.map((c) => c.name)).toEqual(['Caio', 'Lia']);
    vm.setAgendaKind('client');
    await vi.waitFor(() => expect(vm.agendaTarget).toBe('c-1'));
    expect(vm.choices).toEqual([{ id: 'c-1', name: '=HYPERLINK("http://evil.example")' }]);
  });

  it('reads the business’s clients once for the screen and its ZIP, and none for the agenda until a client’s is asked for', async () => {
    await vm.exportAll('Jardins Ltda');
    expect(clients.calls.filter(([m]) => m === 'list')).toHaveLength(1);
    expect(vm.clients).toEqual([]);
  });

  it('asks for the agenda’s clients once, when a client’s agenda is first chosen', async () => {
    let asked = 0;
    const archive = { make: () => Promise.reject(new Error('not here')), clientChoices: () => Promise.resolve(((asked += 1), { ok: true as const, value: [{ id: 'c-9', name: 'Zé' }] })) };
    const sessions = signedInToBusiness('employer');
    const clock = new FixedClock('2026-03-02T12:00:00Z');
    const teams = new RecordingTeamsApi();
    const lazy = new ExportViewModel(archive, new LoadAgenda(clients, clients, sessions, clock), new LoadTeams(teams, sessions), clock, new Notifier(60_000), files, 'pt-BR');
    await lazy.load();
    expect(asked).toBe(0);
    lazy.setAgendaKind('client');
    expect(lazy.choicesLoading).toBe(true);
    await vi.waitFor(() => expect(lazy.agendaTarget).toBe('c-9'));
    expect(lazy.choicesLoading).toBe(false);
    lazy.setAgendaKind('team');
    lazy.setAgendaKind('client');
    expect(asked).toBe(1);
    expect(lazy.agendaTarget).toBe('c-9');
  });

  it('says when the agenda’s clients cannot be read, and asks again when a client’s agenda is chosen next', async () => {
    const answers = [{ ok: false as const, error: { code: 'API_UNREACHABLE' as const } }, { ok: true as const, value: [{ id: 'c-9', name: 'Zé' }] }];
    let asked = 0;
    const archive = { make: () => Promise.reject(new Error('not here')), clientChoices: () => Promise.resolve(answers[asked++]!) };
    const sessions = signedInToBusiness('employer');
    const clock = new FixedClock('2026-03-02T12:00:00Z');
    const notifier = new Notifier(60_000);
    const failing = new ExportViewModel(archive, new LoadAgenda(clients, clients, sessions, clock), new LoadTeams(new RecordingTeamsApi(), sessions), clock, notifier, files, 'pt-BR');
    await failing.load();
    failing.setAgendaKind('client');
    await vi.waitFor(() => expect(failing.choicesLoading).toBe(false));
    expect(notifier.toasts.map((toast) => toast.tone)).toEqual(['error']);
    expect(failing.choices).toEqual([]);
    failing.setAgendaKind('team');
    failing.setAgendaKind('client');
    await vi.waitFor(() => expect(failing.agendaTarget).toBe('c-9'));
    expect(asked).toBe(2);
  });

  it('writes the chosen agenda for the range as an .ics file', async () => {
    vm.setTo('2026-03-31');
    await vm.downloadAgenda((team, phone) => `${team} ${phone}`);
    const [file] = files.saved;
    expect(file!.name).toBe('equipe-sul_2026-03-02_2026-03-31.ics');
    expect(file!.type).toBe('text/calendar;charset=utf-8');
    expect((file as SavedFile).text).toContain('UID:v-1@fieldteam');
    expect((file as SavedFile).text).toContain('DTSTART;TZID=America/Sao_Paulo:20260304T140000');
  });

  it('refuses a range that runs backwards', () => {
    vm.setFrom('2026-04-01');
    vm.setTo('2026-03-01');
    expect(vm.range).toBeNull();
  });

  it('makes file names of any name', () => expect(fileNameOf('Equipe São João / Norte')).toBe('equipe-sao-joao-norte'));
});

describe('ExportViewModel with the device in another zone than the business', () => {
  // 00:30 UTC on 5 March: still 21:30 on the 4th in São Paulo, the business's zone, already the 5th
  // on the device. The clock the composition gives answers the business's zone once it is kept.
  const businessClock = (device: string) => new BusinessZoneClock({ zone: () => 'America/Sao_Paulo' }, new FixedClock('2026-03-05T00:30:00Z', device));

  it.each(['UTC', 'Europe/Lisbon', 'Asia/Tokyo'])('a device in %s: today, the files’ names, the README and the agenda are São Paulo’s', async (device) => {
    const files = new MemoryFiles();
    const vm = exportScreen(businessData(), businessClock(device), files);
    await vm.load();
    expect([vm.from, vm.timeZone]).toEqual(['2026-03-04', 'America/Sao_Paulo']);

    await vm.exportAll('Jardins Ltda');
    const zip = files.saved[0] as SavedBinaryFile;
    expect(zip.name).toBe('fieldteam-2026-03-04.zip');
    expect(strFromU8(unzipSync(zip.bytes)['README.txt']!)).toContain('Made 2026-03-04T21:30:00-03:00. Times are in America/Sao_Paulo:');

    // The visit at 14:00 on the business's today is in the agenda from today, at 14:00 in São Paulo.
    await vm.downloadAgenda((team, phone) => `${team} ${phone}`);
    const agenda = files.saved[1] as SavedFile;
    expect(agenda.name).toBe('equipe-sul_2026-03-04_2026-06-04.ics');
    expect(agenda.text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Sao_Paulo\r\n');
    expect(agenda.text).toContain('DTSTART;TZID=America/Sao_Paulo:20260304T140000');
  });
});
