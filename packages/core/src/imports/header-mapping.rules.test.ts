import { describe, expect, it } from 'vitest';
import { guessMapping, headerKey, remap } from './header-mapping.rules';
import { cellOf, missingFields, needsTeamForAllRows } from './import-fields';

describe('guessMapping', () => {
  it.each([
    ['en', ['Name', 'Phone', 'E-mail', 'Address', 'Birthday', 'Document', 'Service duration', 'Team', 'Recurrence', 'First visit']],
    ['pt-BR', ['Nome', 'Telefone', 'E-mail', 'Endereço', 'Data de nascimento', 'CPF/CNPJ', 'Duração do serviço', 'Equipe', 'Recorrência', 'Primeira visita']],
    ['es-MX', ['Nombre', 'Teléfono', 'Correo electrónico', 'Dirección', 'Fecha de nacimiento', 'RFC', 'Duración del servicio', 'Equipo', 'Frecuencia', 'Primera visita']],
    ['fr', ['Nom', 'Téléphone', 'Courriel', 'Adresse', 'Date de naissance', 'Numéro de document', 'Durée du service', 'Équipe', 'Récurrence', 'Première visite']],
  ])('maps the client headers a %s spreadsheet has', (_language, headers) => {
    expect(guessMapping('clients', headers)).toEqual(['name', 'phone', 'email', 'address', 'birthday', 'docId', 'serviceDuration', 'team', 'recurrence', 'firstVisit']);
  });

  it('reads headers whatever their case, accents, spaces or punctuation', () => {
    expect(guessMapping('clients', ['  NOME ', 'e mail', 'TELEFONE:', 'endereco'])).toEqual(['name', 'email', 'phone', 'address']);
  });

  it('gives a field to the first column that names it, and leaves unknown headers out', () => {
    expect(guessMapping('clients', ['Cliente', 'Nome', 'Observações', 'Celular', 'Telefone'])).toEqual(['name', null, null, 'phone', null]);
  });

  it('reads the French first name and family name of a collaborator apart', () => {
    expect(guessMapping('collaborators', ['Prénom', 'Nom', 'Portable', 'Adresse'])).toEqual(['name', 'surname', 'phone', 'address']);
  });

  it('maps a service catalogue', () => {
    expect(guessMapping('services', ['Serviço', 'Preço'])).toEqual(['name', 'price']);
    expect(guessMapping('services', ['Prestation', 'Tarif'])).toEqual(['name', 'price']);
  });

  it('maps the column names of the app’s own export back', () => {
    expect(guessMapping('clients', ['name', 'phone', 'email', 'address_description', 'birthday', 'doc_id', 'service_minutes', 'team'])).toEqual([
      'name',
      'phone',
      'email',
      'address',
      'birthday',
      'docId',
      'serviceDuration',
      'team',
    ]);
  });
});

describe('remap', () => {
  it('moves a field from the column that had it to the one chosen', () => {
    expect(remap(['name', 'phone', null], 2, 'phone')).toEqual(['name', null, 'phone']);
    expect(remap(['name', 'phone', null], 0, null)).toEqual([null, 'phone', null]);
  });
});

describe('missingFields and cellOf', () => {
  it('names the required fields no column fills', () => {
    expect(missingFields('clients', ['name', 'email', null])).toEqual(['phone', 'address']);
    expect(missingFields('services', ['name', 'price'])).toEqual([]);
  });
  it('reads a mapped cell, and "" for a field no column fills', () => {
    const row = { line: 2, cells: ['Ana', '119'] };
    expect(cellOf(row, ['name', 'phone'], 'phone')).toBe('119');
    expect(cellOf(row, ['name', 'phone'], 'email' as never)).toBe('');
  });
});

it('headerKey keeps letters and digits only', () => expect(headerKey(' Endereço (Rua/Nº) ')).toBe('enderecoruano'));

describe('needsTeamForAllRows', () => {
  it('asks clients for a team for all rows when no column is a team, and nothing of the other kinds', () => {
    expect(needsTeamForAllRows('clients', ['name', 'phone', 'email', 'address'])).toBe(true);
    expect(needsTeamForAllRows('clients', ['name', 'phone', 'email', 'address', null])).toBe(true);
    expect(needsTeamForAllRows('clients', ['name', 'team', 'email'])).toBe(false);
    expect(needsTeamForAllRows('services', ['name', 'price'])).toBe(false);
    expect(needsTeamForAllRows('collaborators', ['name', 'surname', 'phone', 'address'])).toBe(false);
  });
});
