/**
 * What every GitLab replica handler gets: the current database (swapped by reset), the mode,
 * and the sessions (cookie -> user id). Sessions outlive resets, like a browser's login.
 */
import type { Database } from 'better-sqlite3';
import type { ReplicaMode } from '../kit/types';

export interface GitLabCtx {
  db: () => Database;
  mode: ReplicaMode;
  /** Session id -> signed-in user id (absent: signed out). */
  sessions: Map<string, number>;
  /** Session id -> the flash message the next page shows (set before a redirect, as Rails does). */
  flashes: Map<string, { kind: 'notice' | 'alert'; text: string }>;
  /** The replica's own origin as the browser sees it, for clone URLs (`http://127.0.0.1:PORT`). */
  origin: () => string;
}
