import { describe, expect, it } from 'vitest';
import { sampleCompany } from '../testing/business-fixtures';
import { RecordingProfileApi, RecordingStaffApi, signedInToBusiness, StubMapsService } from '../testing';
import { DryRunCollaboratorImport } from './dry-run-collaborator-import.use-case';
import { countVerdicts } from './dry-run';

const person = (n: number) => ({ id: `p-${n}`, name: `Pessoa`, surname: `Número ${n}`, phone: `1197777${String(n).padStart(4, '0')}`, address: null });

describe('DryRunCollaboratorImport', () => {
  const run = async (rows: string[][], existing = 0, plan: 'free' | 'basic' | 'plus' = 'free') => {
    const staff = new RecordingStaffApi();
    staff.collaborators = Array.from({ length: existing }, (_, i) => person(i + 1));
    const profile = new RecordingProfileApi();
    profile.company = { ...sampleCompany, plan };
    const result = await new DryRunCollaboratorImport(staff, profile, new StubMapsService(), signedInToBusiness('manager')).execute({
      rows: rows.map((cells, i) => ({ line: i + 2, cells })),
      mapping: ['name', 'surname', 'phone', 'address'],
      language: 'pt-BR',
    });
    if (!result.ok) throw new Error('failed');
    return result.value.rows.map((r) => r.verdict);
  };
  const row = (n: number) => ['Joana', `Silva ${n}`, `(11) 96666-${String(1000 + n)}`, `Rua Harmonia, ${n}, São Paulo`];

  it('checks the collaborator form’s rules', async () => {
    const verdicts = await run([row(1), ['Jo', 'Silva', '11966661000', 'Rua Harmonia, 1'], ['Joana', 'Silva', '123', 'Rua 1']]);
    expect(verdicts[0]).toMatchObject({ kind: 'import', record: { name: 'Joana', surname: 'Silva 1', phone: '11966661001' } });
    expect(verdicts[1]).toEqual({ kind: 'fix', problems: [{ field: 'name', code: 'NAME_INVALID' }] });
    expect(verdicts[2]).toEqual({ kind: 'fix', problems: [{ field: 'phone', code: 'PHONE_INVALID' }, { field: 'address', code: 'ADDRESS_INVALID' }] });
  });

  it('finds duplicates by phone against the business’s collaborators', async () => {
    const verdicts = await run([['Outra', 'Pessoa', '(11) 97777-0001', 'Rua Harmonia, 9']], 1);
    expect(verdicts[0]).toMatchObject({ kind: 'duplicate', of: { kind: 'existing', id: 'p-1', name: 'Pessoa Número 1' }, by: 'phone' });
  });

  it('stops at the plan’s limit: the free plan’s fifth collaborator is imported, the sixth is to fix with the plan that lifts it', async () => {
    const verdicts = await run([row(1), row(2), row(3)], 4);
    expect(verdicts[0]!.kind).toBe('import');
    expect(verdicts[1]).toEqual({ kind: 'fix', problems: [{ field: 'name', code: 'PLAN_LIMIT', detail: { plan: 'free', limit: 5, upgradeTo: 'basic' } }] });
    expect(countVerdicts((await run([row(1), row(2), row(3)], 4)).map((verdict, i) => ({ line: i, cells: [], verdict })))).toEqual({ import: 1, fix: 2, duplicate: 0 });
  });

  it('allows 20 on plus and names no plan beyond it', async () => {
    const verdicts = await run([row(1), row(2)], 19, 'plus');
    expect(verdicts[0]!.kind).toBe('import');
    expect(verdicts[1]).toEqual({ kind: 'fix', problems: [{ field: 'name', code: 'PLAN_LIMIT', detail: { plan: 'plus', limit: 20, upgradeTo: '' } }] });
  });
});
