/**
 * Classic (legacy) views of the SuiteCRM replica: public surface used by part 1.
 */
import { fileURLToPath } from 'node:url';

export { legacySchemaSql, ensureLegacyColumns } from './schema';
export { seedLegacy, T0 } from './seed';
export { legacyApp } from './app';
export type { LegacyAppOptions } from './context';
export { historyEmailsFor, meetingsFor } from './history';
export type { HistoryEmail, RelatedMeeting } from './history';

/** Folder with the CSV files the import tasks upload (`contacts_import.csv`, `accounts_import.csv`). */
export const legacyFilesDir = fileURLToPath(new URL('./files/', import.meta.url));
