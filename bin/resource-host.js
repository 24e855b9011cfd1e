#!/usr/bin/env node
// Entry point of the resource host process that the benchmark's global setup starts;
// not a user command. Registers tsx so the TypeScript sources run as they are.
import { register } from 'tsx/esm/api';

register();
const { runResourceHost } = await import('../fixtures/resource-host.ts');
await runResourceHost(process.env.STWAB_RESOURCE_HOST_TOKEN ?? '');
