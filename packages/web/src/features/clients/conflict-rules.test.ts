import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import en from '../../i18n/locales/en/index';
import esMX from '../../i18n/locales/es-MX/index';
import fr from '../../i18n/locales/fr/index';
import ptBR from '../../i18n/locales/pt-BR/index';
import { brokenRules, windowRule } from './conflict-rules';

const clientsT = (language: 'en' | 'pt-BR' | 'es-MX' | 'fr') => {
  const texts = { en, 'pt-BR': ptBR, 'es-MX': esMX, fr }[language];
  return createI18n(language, { clients: texts.clients }).getFixedT(language, 'clients');
};

/** The text with the no-break spaces some languages put between a number and its unit as plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the conflict rules in words', () => {
  it("says the window of a new client (2 h 15 min) and of an existing one (30 min plus its service), in the four languages", () => {
    expect(windowRule({ client: 'new' }, clientsT('en'), 'en')).toBe("a new client's visit starts at least 2 hr 15 min before or after the team's other visits");
    expect(windowRule({ client: 'existing', serviceMinutes: 60 }, clientsT('en'), 'en')).toBe(
      "this client's visits start at least 1 hr 30 min before or after the team's other visits (30 min plus the service time)",
    );
    // No service time given: a visit counts as an hour.
    expect(windowRule({ client: 'existing', serviceMinutes: null }, clientsT('en'), 'en')).toContain('at least 1 hr 30 min');
    expect(plain(windowRule({ client: 'existing', serviceMinutes: 120 }, clientsT('pt-BR'), 'pt-BR'))).toBe(
      'as visitas deste cliente começam pelo menos 2 h 30 min antes ou depois das outras visitas da equipe (30 min mais a duração do serviço)',
    );
    expect(plain(windowRule({ client: 'new' }, clientsT('es-MX'), 'es-MX'))).toBe('la visita de un cliente nuevo empieza al menos 2 h 15 min antes o después de las otras visitas del equipo');
    expect(plain(windowRule({ client: 'new' }, clientsT('fr'), 'fr'))).toBe("la visite d'un nouveau client commence au moins 2 h 15 min avant ou après les autres visites de l'équipe");
  });

  it('names the 42-minute buffer when the slot overlaps another visit, with the window when both are broken', () => {
    expect(brokenRules(['OCCUPIED'], { client: 'new' }, clientsT('en'), 'en')).toBe('visits keep at least 42 min apart');
    expect(brokenRules(['WINDOW', 'OCCUPIED'], { client: 'new' }, clientsT('en'), 'en')).toBe(
      "a new client's visit starts at least 2 hr 15 min before or after the team's other visits and visits keep at least 42 min apart",
    );
    expect(plain(brokenRules(['OCCUPIED'], { client: 'new' }, clientsT('fr'), 'fr'))).toBe("les visites gardent au moins 42 min d'écart entre elles");
  });
});
