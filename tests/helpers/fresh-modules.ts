// A setup file of the test projects that share a worker between files (isolate: false, in
// vitest.config.ts): before each file, our own modules are forgotten, so the file evaluates them
// afresh (module-level state such as lib/env's parsed environment starts empty, as in a process of
// its own), while the packages Node loaded (React, Next, zod, drizzle, PGlite) stay loaded: the
// part of a fresh process that cost the time.
import { vi } from 'vitest';

vi.resetModules();
