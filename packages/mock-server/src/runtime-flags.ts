// The V8 flags the mock server runs with, in its start scripts (package.json's `dev` and `start`)
// and in its bench. Under the client list's load V8 grows its young generation far past
// what the server keeps; capped, the process holds less memory at the same throughput and p99s.
// Under the same load, objects promoted by young collections die soon after, and V8 let the old
// generation fill with them to about three times what the server keeps before a full collection;
// grown by at most 1.5x, the process holds less at the same throughput ("The old
// generation").
export const SERVER_V8_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50'] as const;
