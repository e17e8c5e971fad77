// Which field each column of a spreadsheet fills, guessed from its header in any of the four
// languages (and the column names of the app's own export, so that an export imports back). A
// header is compared with accents, case, spaces and punctuation left out: "E-mail", "e mail" and
// "EMAIL" are one. The person can change every choice before anything is checked or sent.
import { IMPORT_FIELDS, type ColumnMapping, type ImportField, type ImportKind } from './import-fields';

/** Lower case letters and digits only, accents removed (compatibility forms too: "Nº" is "no"). */
export const headerKey = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

type Synonyms = Readonly<Record<string, readonly string[]>>;

// en, pt-BR, es-MX, fr, then the export's own column names.
const CLIENT_HEADERS: Synonyms = {
  name: ['name', 'full name', 'client', 'client name', 'customer', 'customer name', 'contact', 'nome', 'nome completo', 'cliente', 'nome do cliente', 'razao social', 'nombre', 'nombre completo', 'nombre del cliente', 'nom', 'nom complet', 'nom du client'],
  phone: ['phone', 'phone number', 'telephone', 'mobile', 'mobile phone', 'cell', 'cell phone', 'tel', 'telefone', 'celular', 'fone', 'whatsapp', 'telefono', 'movil', 'numero de telefono', 'telephone portable', 'portable', 'numero de telephone'],
  email: ['email', 'e-mail', 'email address', 'mail', 'e-mail address', 'endereco de e-mail', 'correio eletronico', 'correo', 'correo electronico', 'courriel', 'adresse e-mail', 'adresse electronique', 'adresse mail'],
  address: ['address', 'street address', 'full address', 'location', 'endereco', 'endereco completo', 'logradouro', 'direccion', 'domicilio', 'adresse', 'adresse postale', 'address description'],
  birthday: ['birthday', 'birth date', 'date of birth', 'dob', 'aniversario', 'data de nascimento', 'nascimento', 'cumpleanos', 'fecha de nacimiento', 'anniversaire', 'date de naissance'],
  docId: ['document', 'document id', 'document number', 'doc', 'id number', 'tax id', 'cpf', 'cnpj', 'cpf cnpj', 'cpf/cnpj', 'documento', 'numero do documento', 'rfc', 'curp', 'numero de documento', 'piece d identite', 'numero de document', 'siret', 'doc id'],
  serviceDuration: ['service duration', 'duration', 'visit duration', 'service time', 'duracao', 'duracao do servico', 'tempo de servico', 'tempo do servico', 'duracion', 'duracion del servicio', 'duree', 'duree du service', 'service minutes'],
  team: ['team', 'team name', 'crew', 'equipe', 'equipo', 'nome da equipe', 'nombre del equipo', 'nom de l equipe'],
  recurrence: ['recurrence', 'frequency', 'repeat', 'recorrencia', 'frequencia', 'periodicidade', 'recurrencia', 'frecuencia', 'periodicidad', 'recurrence', 'frequence', 'periodicite'],
  firstVisit: ['first visit', 'first visit date', 'start', 'start date', 'next visit', 'primeira visita', 'data da primeira visita', 'inicio', 'proxima visita', 'primera visita', 'fecha de la primera visita', 'proxima visita', 'premiere visite', 'date de premiere visite', 'prochaine visite'],
};

const SERVICE_HEADERS: Synonyms = {
  name: ['name', 'service', 'service name', 'item', 'item name', 'description', 'nome', 'servico', 'nome do servico', 'descricao', 'nombre', 'servicio', 'nombre del servicio', 'descripcion', 'nom', 'prestation', 'nom du service'],
  price: ['price', 'value', 'amount', 'cost', 'unit price', 'preco', 'valor', 'preco unitario', 'precio', 'importe', 'costo', 'prix', 'montant', 'tarif', 'cout'],
};

const COLLABORATOR_HEADERS: Synonyms = {
  name: ['name', 'first name', 'given name', 'nome', 'primeiro nome', 'nombre', 'nombres', 'prenom'],
  surname: ['surname', 'last name', 'family name', 'sobrenome', 'apellido', 'apellidos', 'nom de famille', 'nom'],
  phone: CLIENT_HEADERS.phone!,
  address: CLIENT_HEADERS.address!,
};

const HEADERS: Readonly<Record<ImportKind, Synonyms>> = { clients: CLIENT_HEADERS, services: SERVICE_HEADERS, collaborators: COLLABORATOR_HEADERS };

/** Each kind's header keys, to the field they name. */
const LOOKUP: Readonly<Record<ImportKind, ReadonlyMap<string, string>>> = Object.fromEntries(
  Object.entries(HEADERS).map(([kind, synonyms]) => {
    const map = new Map<string, string>();
    for (const [field, names] of Object.entries(synonyms)) for (const name of [field, ...names]) if (!map.has(headerKey(name))) map.set(headerKey(name), field);
    return [kind, map];
  }),
) as unknown as Record<ImportKind, ReadonlyMap<string, string>>;

/**
 * The field each header names, or null; a field goes to the first column that names it, so two
 * columns never fill one field.
 */
export function guessMapping<K extends ImportKind>(kind: K, headers: readonly string[]): ColumnMapping<K> {
  const taken = new Set<string>();
  const lookup = LOOKUP[kind];
  return headers.map((header) => {
    const field = lookup.get(headerKey(header));
    if (!field || taken.has(field) || !(IMPORT_FIELDS[kind] as readonly string[]).includes(field)) return null;
    taken.add(field);
    return field as ImportField<K>;
  });
}

/** The mapping with `column` set to `field` (null leaves it out); another column that had the field loses it. */
export function remap<K extends ImportKind>(mapping: ColumnMapping<K>, column: number, field: ImportField<K> | null): ColumnMapping<K> {
  return mapping.map((current, i) => (i === column ? field : field !== null && current === field ? null : current));
}
