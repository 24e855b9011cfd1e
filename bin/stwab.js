#!/usr/bin/env node
// Entry point of the `stwab` CLI: registers tsx so the TypeScript sources run as they are.
import { config } from 'dotenv';
import { register } from 'tsx/esm/api';

// The same .env as `playwright test` (STWAB_TASKS, ALLURE_RESULTS_DIR, ...); the environment wins.
config({ quiet: true });

register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
