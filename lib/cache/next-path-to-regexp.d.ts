// Next's own copy of path-to-regexp (untyped), with which it compiles next.config's route sources:
// the front cache's tests build the routes manifest's regexes with it.
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(path: string, keys?: unknown[], options?: { strict?: boolean; sensitive?: boolean; delimiter?: string }): RegExp;
}
