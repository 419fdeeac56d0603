// The production server the bench measures: scripts/server.mjs (Next behind the front cache, as
// `npm start` runs it) on loopback, in a process group of its
// own so that stopping it never leaves a worker behind.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** Rejects when something already listens on 127.0.0.1:port (its answers would be measured). */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (e) => reject(new Error(`port ${port} on 127.0.0.1 is taken (${e.code}): pick another with --port`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Starts scripts/server.mjs on 127.0.0.1:port (FRONT_CACHE=0 in env: Next alone). Returns { base, stop(), killNow(), exited }.
 * stop() sends SIGTERM to the group and waits (SIGKILL after 10 s); killNow() is synchronous,
 * for process 'exit' handlers.
 */
export function startServer({ port, env, label }) {
  const child = spawn(process.execPath, ['scripts/server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: kill(-pid) reaches everything it starts
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const prefix = `[server ${label}] `;
  const relay = (stream) => (d) => stream.write(String(d).replace(/^(?=.)/gm, prefix));
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  let running = true;
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
  });
  const signalGroup = (signal) => {
    if (!running) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  return {
    base: `http://127.0.0.1:${port}`,
    exited,
    isRunning: () => running,
    killNow: () => signalGroup('SIGTERM'),
    async stop() {
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves once /api/health answers 200; rejects when the deadline passes or the server exits. */
export async function waitForHealth(server, deadlineMs) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (!server.isRunning()) throw new Error('the server exited before it became healthy');
    try {
      const r = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not become healthy within ${Math.round(deadlineMs / 1000)} s`);
}
