// A text for the user, either a translation key (with values) or a server's own words, which
// the spec says to show as they are. View-models hold these; screens translate them.
export type MessageRef = { readonly key: string; readonly values?: Readonly<Record<string, unknown>> } | { readonly text: string };

export const msg = (key: string, values?: Record<string, unknown>): MessageRef => (values ? { key, values } : { key });
export const serverText = (text: string): MessageRef => ({ text });
