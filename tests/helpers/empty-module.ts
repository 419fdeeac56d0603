// Stands in for 'server-only' in vitest: the server code under test runs in plain Node.
export {};
