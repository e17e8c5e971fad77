// An answer the server may say is unchanged: the caller keeps the last one with its validator
// (the HTTP ETag) and asks with it; the server answers the new value, or that nothing changed.
export type Revalidated<T> = { readonly changed: true; readonly value: T; readonly etag: string | null } | { readonly changed: false };
