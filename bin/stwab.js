#!/usr/bin/env node
// Entry point of the `stwab` CLI. In a clone it runs the TypeScript sources (through tsx); in the
// installed package, the compiled JavaScript beside it. tsx is registered in both: commands such
// as `validate --config` load the user's own TypeScript config and agent modules.
import { existsSync } from 'node:fs';
import { config } from 'dotenv';
import { register } from 'tsx/esm/api';

// The same .env as `playwright test` (STWAB_TASKS, ALLURE_RESULTS_DIR, ...); the environment wins.
config({ quiet: true });

register();
const sources = existsSync(new URL('../cli/main.ts', import.meta.url));
const { main } = await import(sources ? '../cli/main.ts' : '../cli/main.js');
process.exitCode = await main(process.argv.slice(2));
