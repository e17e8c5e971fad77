// "Export everything" (issue 26): the business's collections as CSV files, one per collection,
// with a README naming each file's columns, in one ZIP (fflate). Cells are defused as the work
// report's are (shared/csv.ts); dates are ISO, times 24-hour, in the business's time zone; the
// column names are stable, so that the clients' file imports back. Loaded only when asked for.
import type { BusinessExport } from '@fieldteam/core';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { toCsv, type CsvCell } from '../../shared/csv';

interface Table<Row> {
  readonly file: string;
  readonly about: string;
  readonly columns: readonly (readonly [name: string, about: string, value: (row: Row) => CsvCell])[];
  readonly rows: (data: BusinessExport) => readonly Row[];
}

const date = (value: { toString(): string } | null): string | null => (value === null ? null : value.toString());
const dayText = (key: number): string => {
  // A day key is yyyymmdd (core's day-key.ts).
  const [year, month, day] = [Math.floor(key / 10_000), Math.floor(key / 100) % 100, key % 100];
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};
const time = (value: { hour: number; minute: number }): string => `${String(value.hour).padStart(2, '0')}:${String(value.minute).padStart(2, '0')}`;

type ClientRow = BusinessExport['clients'][number];
type VisitRow = { record: BusinessExport['calendar'][number]; visit: BusinessExport['calendar'][number]['visits'][number] };
type ServiceRow = { report: BusinessExport['reports'][number]; service: BusinessExport['reports'][number]['services'][number] };
type TaskRow = { report: BusinessExport['reports'][number]; task: BusinessExport['reports'][number]['reports'][number] };
type StaffRow = { role: string; id: string; name: string; surname: string; email: string | null; phone: string | null; address: string | null };

const table = <Row,>(t: Table<Row>): Table<unknown> => t as Table<unknown>;

/** Every file of the export: its columns, what each holds, and its rows. */
export const EXPORT_TABLES: readonly Table<unknown>[] = [
  table<ClientRow>({
    file: 'clients.csv',
    about: 'The clients.',
    rows: (d) => d.clients,
    columns: [
      ['id', 'The client’s id.', (c) => c.id],
      ['name', 'Name.', (c) => c.name],
      ['phone', 'Phone, digits only.', (c) => c.phone],
      ['email', 'E-mail.', (c) => c.email],
      ['doc_id', 'Document (CPF or CNPJ), digits only.', (c) => c.docId],
      ['birthday', 'Birthday, YYYY-MM-DD.', (c) => date(c.birthday)],
      ['address_description', 'Address, as typed.', (c) => c.address?.description ?? null],
      ['latitude', 'Latitude of the address.', (c) => c.address?.latitude ?? null],
      ['longitude', 'Longitude of the address.', (c) => c.address?.longitude ?? null],
      ['team', 'The name of the client’s team.', (c) => c.team?.name ?? null],
      ['service_minutes', 'How long a visit takes, in minutes.', (c) => c.serviceMinutes],
      ['created_at', 'When the client was registered (ISO instant).', (c) => c.createdAt],
    ],
  }),
  table<VisitRow>({
    file: 'visits.csv',
    about: 'Every visit of every client, past and planned.',
    rows: (d) => d.calendar.flatMap((record) => record.visits.map((visit) => ({ record, visit }))),
    columns: [
      ['visit_id', 'The visit’s id (the UID of its event in the agenda files).', (r) => r.visit.id],
      ['client_id', 'The client’s id (clients.csv).', (r) => r.record.client.id],
      ['client_name', 'The client’s name.', (r) => r.record.client.name],
      ['date', 'Day of the visit, YYYY-MM-DD, in the business’s time zone.', (r) => dayText(r.visit.day)],
      ['time', 'Time of the visit, HH:MM (24-hour), in the business’s time zone.', (r) => time({ hour: Math.floor(r.visit.minute / 60), minute: r.visit.minute % 60 })],
      ['status', 'pending, started, finished or cancelled.', (r) => r.visit.status],
      ['team', 'The team that visits.', (r) => r.record.team?.name ?? null],
      ['recurrence', 'daily, weekly, biweekly, monthly, period or unit.', (r) => r.record.recurrence],
    ],
  }),
  table<ServiceRow>({
    file: 'client_services.csv',
    about: 'The services attached to each client, at the price agreed.',
    rows: (d) => d.reports.flatMap((report) => report.services.map((service) => ({ report, service }))),
    columns: [
      ['client_id', 'The client’s id (clients.csv).', (r) => r.report.client.id],
      ['client_name', 'The client’s name.', (r) => r.report.client.name],
      ['service_id', 'The catalogue service’s id (services.csv).', (r) => r.service.serviceId],
      ['name', 'The service’s name.', (r) => r.service.name],
      ['value', 'Its price for this client.', (r) => r.service.value],
      ['discount_percent', 'The client’s discount, in percent.', (r) => r.report.discountPercent],
    ],
  }),
  table<BusinessExport['services'][number]>({
    file: 'services.csv',
    about: 'The services catalogue.',
    rows: (d) => d.services,
    columns: [
      ['id', 'The service’s id.', (s) => s.id],
      ['name', 'Name.', (s) => s.name],
      ['price', 'Price.', (s) => s.price],
    ],
  }),
  table<StaffRow>({
    file: 'staff.csv',
    about: 'Managers (in the owner’s export), leaders and collaborators.',
    rows: (d) => [
      ...(d.managers ?? []).map((m) => ({ role: 'manager', id: m.id, name: m.name, surname: m.surname, email: m.email, phone: m.phone, address: null })),
      ...d.leaders.map((m) => ({ role: 'leader', id: m.id, name: m.name, surname: m.surname, email: m.email, phone: m.phone, address: null })),
      ...d.collaborators.map((c) => ({ role: 'collaborator', id: c.id, name: c.name, surname: c.surname, email: null, phone: c.phone, address: c.address?.description ?? null })),
    ],
    columns: [
      ['role', 'manager, leader or collaborator.', (s) => s.role],
      ['id', 'The person’s id.', (s) => s.id],
      ['name', 'Name.', (s) => s.name],
      ['surname', 'Surname.', (s) => s.surname],
      ['email', 'E-mail (managers and leaders sign in with it).', (s) => s.email],
      ['phone', 'Phone.', (s) => s.phone],
      ['address_description', 'Address (collaborators).', (s) => s.address],
    ],
  }),
  table<BusinessExport['teams'][number]>({
    file: 'teams.csv',
    about: 'The teams.',
    rows: (d) => d.teams,
    columns: [
      ['id', 'The team’s id.', (t) => t.id],
      ['name', 'Name.', (t) => t.name],
      ['leader_id', 'The leader’s id (staff.csv).', (t) => t.leader?.id ?? null],
      ['leader', 'The leader’s name.', (t) => t.leader?.name ?? null],
      ['members', 'The members’ names, separated by " | ".', (t) => t.members.map((m) => m.name).join(' | ')],
    ],
  }),
  table<TaskRow>({
    file: 'task_reports.csv',
    about: 'The reports of finished visits.',
    rows: (d) => d.reports.flatMap((report) => report.reports.map((task) => ({ report, task }))),
    columns: [
      ['client_id', 'The client’s id (clients.csv).', (r) => r.report.client.id],
      ['client_name', 'The client’s name.', (r) => r.report.client.name],
      ['visit_id', 'The visit’s id (visits.csv).', (r) => r.task.visitId],
      ['visit_date', 'Day of the visit, YYYY-MM-DD.', (r) => date(r.task.visitDate)],
      ['task_id', 'The task’s id.', (r) => r.task.taskId],
      ['started_at', 'When the visit started (ISO instant).', (r) => date(r.task.startedAt)],
      ['finished_at', 'When it finished (ISO instant).', (r) => date(r.task.finishedAt)],
      ['collaborator', 'Who did it.', (r) => r.task.collaboratorName],
      ['observation', 'The report’s text.', (r) => r.task.observation],
    ],
  }),
];

/** The README: each file, what it holds, and each of its columns. */
export function readme(business: string, exportedAt: string, timeZone: string, separator: string): string {
  const lines = [
    `Fieldteam export of ${business}`,
    `Made ${exportedAt}. Times are in the business's time zone, ${timeZone}.`,
    `Each file is CSV in UTF-8 (with a byte-order mark), fields separated by "${separator}", one header row.`,
    'A text that a spreadsheet would run as a formula starts with an apostrophe.',
    '',
  ];
  for (const t of EXPORT_TABLES) {
    lines.push(`${t.file}: ${t.about}`);
    for (const [name, about] of t.columns) lines.push(`  ${name}: ${about}`);
    lines.push('');
  }
  return lines.join('\r\n');
}

/** The CSV text of each file, yielding to the page between files. */
export async function exportFiles(data: BusinessExport, language: string, breathe: () => Promise<void>): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const t of EXPORT_TABLES) {
    const rows = t.rows(data);
    files[t.file] = toCsv([t.columns.map(([name]) => name), ...rows.map((row) => t.columns.map(([, , value]) => value(row)))], language);
    await breathe();
  }
  return files;
}

/** The ZIP of the files and the README. */
export function zipFiles(files: Record<string, string>, readmeText: string): Uint8Array<ArrayBuffer> {
  const entries: Zippable = { 'README.txt': strToU8(readmeText) };
  // The fastest deflate level: a business's CSV files still shrink to a fraction, in a fraction of level 6's time.
  for (const [name, text] of Object.entries(files)) entries[name] = [strToU8(text), { level: 1 }];
  return zipSync(entries) as Uint8Array<ArrayBuffer>;
}
