#!/usr/bin/env node
// Entry point of the resource host process that the benchmark's global setup starts;
// not a user command. In a clone it registers tsx and runs the TypeScript sources; the installed
// package runs its compiled JavaScript as it is.
import { existsSync } from 'node:fs';

const sources = existsSync(new URL('../fixtures/resource-host.ts', import.meta.url));
if (sources) (await import('tsx/esm/api')).register();
const { runResourceHost } = await import(sources ? '../fixtures/resource-host.ts' : '../fixtures/resource-host.js');
await runResourceHost(process.env.STWAB_RESOURCE_HOST_TOKEN ?? '');
