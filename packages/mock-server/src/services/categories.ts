// The activity categories served by GET /category-{language}/... (spec decision 22: the UI's
// language codes, and also the two-letter pt and es).
const TITLES: Readonly<Record<'en' | 'pt-BR' | 'es-MX' | 'fr', readonly string[]>> = {
  en: [
    'Cleaning',
    'Residential and home services',
    'Transport',
    'Event management',
    'Gardening and landscaping',
    'Maintenance and repairs',
    'Pest control',
    'Pool care',
    'Moving',
    'Security',
    'Caregiving',
    'Pet care',
    'Beauty and wellness',
    'Technology support',
    'Catering',
  ],
  'pt-BR': [
    'Limpeza',
    'Serviços residenciais',
    'Transporte',
    'Gestão de eventos',
    'Jardinagem e paisagismo',
    'Manutenção e reparos',
    'Controle de pragas',
    'Limpeza de piscinas',
    'Mudanças',
    'Segurança',
    'Cuidadores',
    'Cuidados com animais',
    'Beleza e bem-estar',
    'Suporte de tecnologia',
    'Bufê',
  ],
  'es-MX': [
    'Limpieza',
    'Servicios residenciales',
    'Transporte',
    'Gestión de eventos',
    'Jardinería y paisajismo',
    'Mantenimiento y reparaciones',
    'Control de plagas',
    'Mantenimiento de albercas',
    'Mudanzas',
    'Seguridad',
    'Cuidado de personas',
    'Cuidado de mascotas',
    'Belleza y bienestar',
    'Soporte tecnológico',
    'Banquetes',
  ],
  fr: [
    'Nettoyage',
    'Services à domicile',
    'Transport',
    'Organisation d’événements',
    'Jardinage et paysagisme',
    'Entretien et réparations',
    'Lutte contre les nuisibles',
    'Entretien de piscines',
    'Déménagement',
    'Sécurité',
    'Aide à la personne',
    'Soins des animaux',
    'Beauté et bien-être',
    'Assistance informatique',
    'Traiteur',
  ],
};

// A Map, not an object literal: the language comes from the path, and `__proto__` or
// `constructor` must not find anything.
const ALIASES: ReadonlyMap<string, keyof typeof TITLES> = new Map([
  ['en', 'en'],
  ['pt-br', 'pt-BR'],
  ['pt', 'pt-BR'],
  ['es-mx', 'es-MX'],
  ['es', 'es-MX'],
  ['fr', 'fr'],
]);

/** The categories in `language`, or null for a language the server does not know. */
export function categoriesIn(language: string): Array<{ id: string; title: string }> | null {
  const key = ALIASES.get(language.toLowerCase());
  return key ? TITLES[key].map((title, index) => ({ id: String(index + 1), title })) : null;
}
