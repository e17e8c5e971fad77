// The V8 flags the mock server runs with, in its start scripts (package.json's `dev` and `start`)
// and in its bench (ADR 0056). Under the client list's load V8 grows its young generation far past
// what the server keeps; capped, the process holds less memory at the same throughput and p99s.
export const SERVER_V8_FLAGS = ['--max-semi-space-size=16'] as const;
