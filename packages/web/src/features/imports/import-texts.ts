// What the import screens say about a file that is not read (transfer:file.<code>, naming the bound
// it passed) and about a row: each reason as a translated text naming its field (the field rules'
// own messages, validation:<code>, or the import's, transfer:problem.<code>).
import type { ImportKind, RowNote, RowProblem, SheetProblem } from '@fieldteam/core';
import { msg, type MessageRef } from '../../shared/message';

/** The label of a field of a kind, as the mapping shows it. */
export const fieldLabel = (kind: ImportKind, field: string): MessageRef => msg(`transfer:fields.${kind}.${field}`);

/** A reason, with the values it names; a visit's time in the business's zone, in the language's format. */
export function problemText(problem: RowProblem, format: { language: string; timeZone: string }): MessageRef {
  if (!isImportProblem(problem.code)) return msg(`validation:${problem.code}`);
  const detail: Record<string, unknown> = { ...(problem.detail ?? {}) };
  if (problem.code === 'VISITS_CONFLICT' && typeof detail.at === 'number') {
    detail.at = new Intl.DateTimeFormat(format.language, { timeZone: format.timeZone, dateStyle: 'short', timeStyle: 'short' }).format(detail.at);
  }
  if (problem.code === 'PLAN_LIMIT') return msg(detail.upgradeTo ? 'transfer:problem.PLAN_LIMIT' : 'transfer:problem.PLAN_LIMIT_TOP', detail);
  return msg(`transfer:problem.${problem.code}`, detail);
}

/** Bytes in a megabyte, as file managers count them. */
const MEGABYTE = 1024 * 1024;

/**
 * Why a file was not read, with the bound it passed and where: numbers in the language's format, a
 * size in megabytes rounded up to a tenth (a file a byte over ten megabytes is not "10 MB").
 */
export function fileProblemText(problem: SheetProblem): MessageRef {
  if (problem.code === 'FILE_TOO_LARGE' || problem.code === 'FILE_WORKBOOK_TOO_LARGE') return msg(`transfer:file.${problem.code}`, { size: Math.ceil((problem.bytes * 10) / MEGABYTE) / 10, max: problem.max / MEGABYTE });
  const { code, ...values } = problem;
  return Object.keys(values).length > 0 ? msg(`transfer:file.${code}`, values) : msg(`transfer:file.${code}`);
}

export const noteText = (note: RowNote): MessageRef => msg(`transfer:note.${note.code}`, note.detail);

const IMPORT_CODES = new Set(['ADDRESS_NOT_FOUND', 'TEAM_UNKNOWN', 'RECURRENCE_UNKNOWN', 'FIRST_VISIT_INVALID', 'NO_VISIT_DATES', 'VISITS_CONFLICT', 'PLAN_LIMIT']);
const isImportProblem = (code: string): boolean => IMPORT_CODES.has(code);
