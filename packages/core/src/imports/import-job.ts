// An import on its way: the rows to send, each with what it does (create, or update the
// record it duplicates) and the key that finds it on the server, and its progress, kept on the
// device (ImportJobStore) so that a reload or a lost signal resumes where it stopped and never
// sends a row twice.
import type { ImportKind } from './import-fields';
import type { RowProblem } from './dry-run';

export type JobAction = 'create' | 'update';

export interface ImportJobRow<R = unknown> {
  readonly line: number;
  readonly cells: readonly string[];
  readonly action: JobAction;
  /** The record an update changes; null for a create. */
  readonly targetId: string | null;
  /** What finds the created record in the server's list (its e-mail, name or phone). */
  readonly key: string;
  readonly record: R;
}

/** A row the dry run found wrong: not sent, and written to the refused rows' file with its reasons. */
export interface RowToFix {
  readonly line: number;
  readonly cells: readonly string[];
  readonly problems: readonly RowProblem[];
}

/** The text encodings a spreadsheet file is read in (and its refused rows written back in). */
export type SheetEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';
export type SheetSeparator = ',' | ';' | '\t';

/**
 * How the person's file was written: a text file's encoding and separator, or an Excel workbook.
 * The refused rows' file is written the same way, so that it opens as the person's own did.
 */
export type SheetFormat = { readonly kind: 'text'; readonly encoding: SheetEncoding; readonly separator: SheetSeparator } | { readonly kind: 'xlsx' };

export interface ImportJob<R = unknown> {
  readonly kind: ImportKind;
  readonly fileName: string;
  readonly headers: readonly string[];
  /** Absent in an import kept on the device before the format was kept with it. */
  readonly format?: SheetFormat;
  /** ISO instant. */
  readonly startedAt: string;
  readonly rows: readonly ImportJobRow<R>[];
  readonly toFix: readonly RowToFix[];
}

/**
 * Where each row stands, one letter per row: `w` waiting, `s` sent with no answer yet (it may or
 * may not have reached the server), `d` done, `r` refused by the server.
 */
export type RowState = 'w' | 's' | 'd' | 'r';

export interface ImportProgress {
  readonly states: string;
  /** The server's text for each refused row, by row index. */
  readonly refusals: Readonly<Record<number, string>>;
  /** When each row still in `s` was sent (epoch ms), by row index. */
  readonly sentAt: Readonly<Record<number, number>>;
}

export interface ProgressCounts {
  readonly total: number;
  readonly waiting: number;
  readonly sending: number;
  readonly done: number;
  readonly refused: number;
}

export function countProgress(progress: Pick<ImportProgress, 'states'>): ProgressCounts {
  const counts = { total: progress.states.length, waiting: 0, sending: 0, done: 0, refused: 0 };
  for (const state of progress.states) {
    if (state === 'w') counts.waiting += 1;
    else if (state === 's') counts.sending += 1;
    else if (state === 'd') counts.done += 1;
    else counts.refused += 1;
  }
  return counts;
}

export const isFinished = (counts: ProgressCounts): boolean => counts.waiting === 0 && counts.sending === 0;

export const freshProgress = (rows: number): ImportProgress => ({ states: 'w'.repeat(rows), refusals: {}, sentAt: {} });
