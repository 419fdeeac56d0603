// A setup file of the test projects that share a worker between files (isolate: false, in
// vitest.config.ts). Before each file:
// - the environment is put back as the worker started with it: files set configuration
//   (SMTP_URL, OAuth keys, flags) for their own tests, and a restore of a variable that was unset
//   (`process.env.X = undefined`) leaves the string 'undefined';
// - our own modules are forgotten, so the file evaluates them afresh (module-level state such as
//   lib/env's parsed environment starts empty, as in a process of its own), while the packages
//   Node loaded (React, Next, zod, drizzle, PGlite) stay loaded: the part of a fresh process that
//   cost the time.
import { AsyncLocalStorage } from 'node:async_hooks';
import { vi } from 'vitest';

// Next's server modules pick their AsyncLocalStorage from globalThis when they first load (a Next
// server sets it at start), and stay loaded for the worker's life: set it before any file runs, so
// the first file to load Next in a worker (whatever the order) does not leave it without one.
const withAls = globalThis as typeof globalThis & { AsyncLocalStorage?: typeof AsyncLocalStorage };
withAls.AsyncLocalStorage ??= AsyncLocalStorage;

const worker = globalThis as { __workerEnvironment?: Record<string, string | undefined> };
const vitestOwn = (name: string) => name.startsWith('VITEST');
if (worker.__workerEnvironment === undefined) {
  worker.__workerEnvironment = { ...process.env };
} else {
  const initial = worker.__workerEnvironment;
  for (const name of Object.keys(process.env)) if (!(name in initial) && !vitestOwn(name)) delete process.env[name];
  for (const [name, value] of Object.entries(initial)) if (!vitestOwn(name) && value !== undefined) process.env[name] = value;
}

vi.resetModules();
