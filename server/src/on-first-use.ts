import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used, not at start: payment SDKs, the PDF writer, image
 * codecs, the mailer and the PostgreSQL driver on SQLite are each needed by few requests, and
 * together they held tens of MB of a server's memory from its first second. Loaded synchronously
 * (CommonJS `require`), so that a synchronous caller, a webhook signature check, needs no change.
 * Type the result with a type-only import of the package.
 */
export const onFirstUse = <T>(name: string): (() => T) => {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
};
