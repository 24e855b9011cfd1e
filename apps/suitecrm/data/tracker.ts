/**
 * Recently viewed (replica doc §3.4), stored like SuiteCRM's `tracker` table: one visible row
 * per user and item, newest first. Classic views may write the same table.
 */
import type { Database } from 'better-sqlite3';
import { prep } from '../../kit/sql';
import { dbDateTime, now } from '../db/clock';

export interface RecentItem {
  module: string;
  id: string;
  summary: string;
}

export function trackView(db: Database, userId: string, legacyModule: string, id: string, summary: string, action = 'detailview'): void {
  prep(db, 'UPDATE tracker SET visible = 0 WHERE user_id = ? AND item_id = ? AND visible = 1').run(userId, id);
  prep(
    db,
    `INSERT INTO tracker (monitor_id, user_id, module_name, item_id, item_summary, date_modified, action, session_id, visible, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 1, 0)`,
  ).run(`${legacyModule}:${id}`, userId, legacyModule, id, summary, dbDateTime(now(db)), action);
}

export function recentItems(db: Database, userId: string, legacyModule?: string, limit = 10): RecentItem[] {
  const rows = legacyModule
    ? prep(
        db,
        `SELECT module_name, item_id, item_summary FROM tracker WHERE user_id = ? AND module_name = ? AND visible = 1 AND deleted = 0
        ORDER BY id DESC LIMIT ${limit}`,
      ).all(userId, legacyModule)
    : prep(
        db,
        `SELECT module_name, item_id, item_summary FROM tracker WHERE user_id = ? AND visible = 1 AND deleted = 0
        ORDER BY id DESC LIMIT ${limit}`,
      ).all(userId);
  return (rows as { module_name: string; item_id: string; item_summary: string }[]).map((r) => ({
    module: r.module_name,
    id: r.item_id,
    summary: r.item_summary,
  }));
}
