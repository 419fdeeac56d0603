import { describe, expect, it } from 'vitest';
import { contentVersion, createSnapshots, matchesEtag } from './snapshot';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('shared snapshots', () => {
  it('reuses a snapshot while it is younger than the maximum age, then reads afresh', async () => {
    let clock = 1_000;
    let value = 'a';
    const snapshots = createSnapshots<number, string>({ load: async () => value, versionOf: (v) => v, maxAgeMs: 1000, now: () => clock });
    const first = await snapshots.get(1);
    value = 'b';
    clock += 999;
    expect((await snapshots.get(1)).value).toBe('a');
    expect(snapshots.loads()).toBe(1);
    clock += 1; // exactly a second old: too old
    const second = await snapshots.get(1);
    expect(second.value).toBe('b');
    expect(second.takenAt).toBe(2_000);
    expect(second.version).not.toBe(first.version);
    expect(snapshots.loads()).toBe(2);
  });

  it('counts the age from when the read started, not when it ended', async () => {
    let clock = 0;
    const gate = deferred<string>();
    const snapshots = createSnapshots<number, string>({ load: () => gate.promise, versionOf: (v) => v, maxAgeMs: 1000, now: () => clock });
    const pending = snapshots.get(1);
    clock = 600; // the database took 600 ms
    gate.resolve('x');
    expect((await pending).takenAt).toBe(0);
    clock = 1000;
    const again = snapshots.get(1);
    expect(snapshots.loads()).toBe(2);
    await again.catch(() => undefined);
  });

  it('runs one read for any number of concurrent requests of a key (single flight)', async () => {
    const gate = deferred<number>();
    let calls = 0;
    const snapshots = createSnapshots<number, number>({
      load: () => {
        calls += 1;
        return gate.promise;
      },
      versionOf: String,
    });
    const waiting = Array.from({ length: 500 }, () => snapshots.get(7));
    const other = createSnapshots<number, number>({ load: async (k) => k, versionOf: String });
    expect(calls).toBe(1);
    gate.resolve(42);
    const answers = await Promise.all(waiting);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]!.value).toBe(42);
    expect(calls).toBe(1);
    // Keys are separate: another key reads on its own.
    expect((await other.get(8)).value).toBe(8);
  });

  it('keeps no failed read: its waiters get the error, the next request reads again', async () => {
    let fail = true;
    const snapshots = createSnapshots<number, string>({
      load: async () => {
        if (fail) throw new Error('database down');
        return 'ok';
      },
      versionOf: (v) => v,
    });
    const [a, b] = [snapshots.get(1), snapshots.get(1)];
    await expect(a).rejects.toThrow('database down');
    await expect(b).rejects.toThrow('database down');
    expect(snapshots.loads()).toBe(1);
    fail = false;
    expect((await snapshots.get(1)).value).toBe('ok');
    expect(snapshots.loads()).toBe(2);
  });

  it('gives an unchanged value the same version across reads, so ETags stay equal', async () => {
    let clock = 0;
    const snapshots = createSnapshots<number, { taken: number[] }>({ load: async () => ({ taken: [3, 1] }), versionOf: (v) => JSON.stringify(v), now: () => clock });
    const first = await snapshots.get(1);
    clock += 5000;
    const second = await snapshots.get(1);
    expect(second).not.toBe(first);
    expect(second.version).toBe(first.version);
    expect(first.version).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('keeps at most maxEntries keys, dropping the least recently read', async () => {
    const snapshots = createSnapshots<number, number>({ load: async (k) => k, versionOf: String, maxEntries: 2 });
    await snapshots.get(1);
    await snapshots.get(2);
    await snapshots.get(1); // 1 read again: 2 is now the least recent
    await snapshots.get(3);
    expect(snapshots.size()).toBe(2);
    const loads = snapshots.loads();
    await snapshots.get(1);
    expect(snapshots.loads()).toBe(loads);
    await snapshots.get(2);
    expect(snapshots.loads()).toBe(loads + 1);
  });
});

describe('entity tags', () => {
  it('matches If-None-Match lists, weak tags and *', () => {
    const etag = `"s${contentVersion('x')}"`;
    expect(matchesEtag(null, etag)).toBe(false);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(etag.slice(0, -2) + '"', etag)).toBe(false);
  });
});
