// Cached business data between page loads (company, staff lists...). Cleared on logout by the
// session store. Values must be plain JSON data.
export interface Cache {
  read<T>(key: string): T | null;
  write(key: string, value: unknown): void;
  remove(key: string): void;
}
