/** Shared paths of the read-only inputs the tests use (never copied into the repository). */
import { fileURLToPath } from 'node:url';

export const UPSTREAM_TASKS = fileURLToPath(new URL('../../../shared/upstream/test.raw.json', import.meta.url));
