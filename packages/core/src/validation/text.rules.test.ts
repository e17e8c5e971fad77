import { describe, expect, it } from 'vitest';
import { checkPersonName, checkText, checkUsername } from './field.rules';
import { checkActivities, hasControlCharacters } from './text.rules';
import { validationMessagesEn } from './validation-messages.en';

/** Every character the one-line rule refuses: C0, DEL, C1, U+2028 and U+2029. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
  '\u2028',
  '\u2029',
];

describe('hasControlCharacters', () => {
  it('finds every C0 and C1 control, DEL, U+2028 and U+2029, wherever it stands', () => {
    for (const c of CONTROLS) {
      for (const text of [`${c}Zed`, `Zed${c}`, `Z${c}ed`]) expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('leaves the characters next to them alone: space, "~", U+00A0, accents, other scripts and emoji', () => {
    for (const text of ['Zed Souza', '~', 'a\u00a0b', 'João Ação', 'Ñandú', 'Zoë', '李小龍', 'محمد', '🚐 Equipe', '\u200b']) expect(hasControlCharacters(text), text).toBe(false);
  });
});

describe('checkText refuses control characters (names of staff, teams, services, the company)', () => {
  it("refuses the issue's forged leader name with its own code, whatever code the caller chose", () => {
    expect(checkText('Zed\n[mock-server] POST /criar-assinatura 200 3ms', 'NAME_INVALID')).toBe('CONTROL_CHARACTERS');
    expect(checkText('Equipe\tNorte', 'TEAM_NAME_REQUIRED')).toBe('CONTROL_CHARACTERS');
  });

  it('refuses one where trimming would have dropped it: the text is checked as typed', () => {
    for (const text of ['Zed\n', '\nZed', 'Zed\r\n', '\tZed', 'Zed\u2028', 'Zed\u0085']) expect(checkText(text), JSON.stringify(text)).toBe('CONTROL_CHARACTERS');
  });

  it('keeps the length bounds for one-line text: 3 and 50 pass, 2 and 51 do not', () => {
    expect(checkText('Zed')).toBeNull();
    expect(checkText('Ze')).toBe('FIELD_INVALID');
    expect(checkText('z'.repeat(50))).toBeNull();
    expect(checkText('z'.repeat(51))).toBe('FIELD_INVALID');
  });

  it('says so clearly', () => {
    expect(validationMessagesEn.CONTROL_CHARACTERS).toBe('Use one line of plain text: line breaks, tabs and other control characters are not allowed.');
  });
});

describe('person names and nicknames say the same', () => {
  it('a control character is CONTROL_CHARACTERS, also where trimming would drop it', () => {
    expect(checkPersonName('Carla\nMendes')).toBe('CONTROL_CHARACTERS');
    expect(checkPersonName('Mendes\t', 'SURNAME_INVALID')).toBe('CONTROL_CHARACTERS');
    expect(checkUsername('limpa-ja\n', 'BUSINESS_NICK_INVALID')).toBe('CONTROL_CHARACTERS');
    expect(checkUsername('limpa\u001bja')).toBe('CONTROL_CHARACTERS');
    expect(checkPersonName('Carla Mendes')).toBeNull();
    expect(checkUsername('limpa-ja')).toBeNull();
  });
});

describe('checkActivities', () => {
  it('needs one at least, each on one line', () => {
    expect(checkActivities([])).toBe('ACTIVITY_REQUIRED');
    expect(checkActivities(['Cleaning'])).toBeNull();
    expect(checkActivities(['Cleaning', 'Gardening\n[mock-server] forged'])).toBe('CONTROL_CHARACTERS');
    expect(checkActivities(['Pool\u2029care'])).toBe('CONTROL_CHARACTERS');
  });
});
