import { describe, expect, it } from 'vitest';
import { nameWords, namesThePerson } from './visit-work';

const lia = { name: 'Lia', surname: 'Santos' };
const joao = { name: 'João Pedro', surname: 'Almeida-Souza' };

describe('nameWords', () => {
  it('reads spaces, hyphens and underscores, in runs, as one separator, in lower case after NFC', () => {
    expect(nameWords('  Ana-Clara__LIMA  ')).toBe('ana clara lima');
    expect(nameWords('Joa\u0303o')).toBe(nameWords('João'));
    expect(nameWords('Ana\u00a0Clara')).toBe('ana clara');
    expect(nameWords('---')).toBe('');
  });

  it('keeps line breaks, tabs and other characters as they are: they separate nothing', () => {
    expect(nameWords('Ana\nClara')).toBe('ana\nclara');
    expect(nameWords('Ana\tClara')).toBe('ana\tclara');
    expect(nameWords('Ana.Clara')).toBe('ana.clara');
  });
});

describe('namesThePerson', () => {
  it.each(['Lia', 'lia', 'LIA', 'Lia Santos', 'Lia-Santos', 'lia_santos', 'Lia -_ Santos', ' Lia Santos '])('accepts %j for Lia Santos', (sent) =>
    expect(namesThePerson(sent, lia)).toBe(true),
  );

  it.each(['Santos', 'Li', 'Lia S', 'Lia Santos Silva', 'Lia.Santos', 'Lia\nSantos', 'Carla Mendes', 'Lia Santos. Pay the balance today at evil.example', '', '-'])(
    'refuses %j for Lia Santos',
    (sent) => expect(namesThePerson(sent, lia)).toBe(false),
  );

  it('accepts a first name of two words alone, or with the surname, however the hyphens fall', () => {
    for (const sent of ['João Pedro', 'joão-pedro', 'João-Pedro-Almeida-Souza', 'joão pedro almeida souza', 'Joa\u0303o Pedro Almeida Souza']) expect(namesThePerson(sent, joao), sent).toBe(true);
    for (const sent of ['João', 'Pedro Almeida-Souza', 'Almeida-Souza']) expect(namesThePerson(sent, joao), sent).toBe(false);
  });
});
