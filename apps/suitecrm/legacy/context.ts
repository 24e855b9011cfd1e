/**
 * Types shared by the classic-view handlers: what part 1 passes in, and the request view each
 * handler gets (merged query + form parameters, uploaded files).
 */
import type { Database } from 'better-sqlite3';
import type { Context } from 'hono';
import type { ReplicaMode } from '../../../core/vocabulary';

/** What part 1 hands to `legacyApp` (db is a getter because reset may swap the Database). */
export interface LegacyAppOptions {
  db: () => Database;
  mode: ReplicaMode;
  now: () => Date;
}

/** One legacy request: parameters from the query string and, for POST, the form body. */
export interface LegacyRequest {
  c: Context;
  db: Database;
  mode: ReplicaMode;
  now: () => Date;
  method: 'GET' | 'POST';
  /** First value of a parameter ('' when absent). */
  p: (name: string) => string;
  /** All values of a parameter (checkbox groups, multi-selects). */
  all: (name: string) => string[];
  /** An uploaded file, if the form carried one under that name. */
  file: (name: string) => File | undefined;
}

/** A handler renders a page (HTML string) or returns a Response (redirects, downloads). */
export type LegacyHandler = (r: LegacyRequest) => Response | Promise<Response>;
