/**
 * An in-memory SQLite database that can be restored to a seeded snapshot in milliseconds:
 * the seed is built once, serialized, and every reset deserializes the buffer into a fresh
 * in-memory database (`new Database(buffer)`). Callers must read `db` through the getter
 * because a reset swaps the object.
 */
import Database from 'better-sqlite3';
import type { Database as DB } from 'better-sqlite3';
import { diffDatabases, type StateDiff } from './diff';
import { prep } from './sql';

export class SnapshotDb {
  private current: DB;
  private readonly snapshots = new Map<string, Buffer>();
  /** The variant the current database was restored from, and that seed opened for reading (lazily). */
  private variant = 'base';
  private seedView: DB | null = null;
  /** Changes made on the databases earlier resets closed (so `changes()` never goes back). */
  private closedChanges = 0;
  /** `seedView` holds an amendment (`amend`): the next reset must drop it. */
  private amended = false;

  /** `variants` are optional extra builders applied on top of the base seed (e.g. test fixtures). */
  constructor(build: (db: DB) => void, variants: Record<string, (db: DB) => void> = {}) {
    const base = new Database(':memory:');
    configure(base);
    build(base);
    this.snapshots.set('base', base.serialize());
    for (const [name, extra] of Object.entries(variants)) {
      const db = new Database(this.snapshots.get('base')!);
      configure(db);
      extra(db);
      this.snapshots.set(name, db.serialize());
      db.close();
    }
    this.current = base;
  }

  get db(): DB {
    return this.current;
  }

  variants(): string[] {
    return [...this.snapshots.keys()];
  }

  /** Restores a snapshot (default `base`); throws on an unknown variant. */
  reset(variant = 'base'): void {
    const buf = this.snapshots.get(variant);
    if (!buf) throw new Error(`unknown seed variant "${variant}"; known: ${this.variants().join(', ')}`);
    const next = new Database(buf);
    configure(next);
    const old = this.current;
    this.current = next;
    this.closedChanges += totalChanges(old);
    old.close();
    if (variant !== this.variant || this.amended) {
      this.amended = false;
      this.seedView?.close();
      this.seedView = null;
      this.variant = variant;
    }
  }

  /**
   * Rows inserted, updated or deleted since this store was built (SQLite `total_changes()`,
   * summed over the databases resets replaced): the change counter of the effects wrapper.
   */
  changes(): number {
    return this.closedChanges + totalChanges(this.current);
  }

  /**
   * Changes the state just restored and the baseline `diff` compares against alike (an attack's
   * injected text, issue 59): what `fn` writes is part of the initial state, never a change the
   * agent made. Undone by the next `reset`.
   */
  amend(fn: (db: DB) => void): void {
    const view = new Database(this.snapshots.get(this.variant)!);
    configure(view);
    fn(view);
    fn(this.current);
    this.seedView?.close();
    this.seedView = view;
    this.amended = true;
  }

  /** What changed since the last reset (see `diffDatabases`); the seed copy is opened once per variant. */
  diff(): StateDiff {
    this.seedView ??= new Database(this.snapshots.get(this.variant)!, { readonly: true });
    return diffDatabases(this.seedView, this.current);
  }

  close(): void {
    this.seedView?.close();
    this.current.close();
  }
}

function totalChanges(db: DB): number {
  return prep(db, 'SELECT total_changes() AS n').pluck().get() as number;
}

function configure(db: DB): void {
  db.pragma('foreign_keys = OFF');
  db.pragma('synchronous = OFF');
}
