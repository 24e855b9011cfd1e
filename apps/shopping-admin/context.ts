/**
 * What every ShoppingAdmin handler gets: the current database (swapped by reset), the mode and
 * switches, and the admin sessions. A session holds what Magento keeps per admin user: pending
 * flash messages, the products grid's state (keyword, page, page size; Magento's "bookmark")
 * and the ids chosen for the mass "Update attributes" page.
 */
import type { Database } from 'better-sqlite3';
import type { ReplicaMode } from '../kit/types';

export interface FlashMessage {
  type: 'success' | 'error' | 'warning' | 'notice';
  text: string;
}

export interface GridState {
  keyword: string;
  page: number;
  pageSize: number;
}

export interface AdminSession {
  messages: FlashMessage[];
  grid: GridState;
  /** Product ids picked for Actions › Update attributes. */
  massIds: number[];
}

export interface ShopCtx {
  db: () => Database;
  mode: ReplicaMode;
  /** Rows of the variation matrix per page (replica switch S1; Magento: 20). */
  matrixPageSize: number;
  /** Whether the footer shows "Account Activity" (switch S5; on, as admin account sharing is on). */
  accountActivity: boolean;
  sessions: Map<string, AdminSession>;
}

export const newGridState = (): GridState => ({ keyword: '', page: 1, pageSize: 20 });
