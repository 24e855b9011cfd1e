/** Registry of module definitions that have native views in the replica. */
import type { ModuleDef } from './types';
import { accounts, contacts, leads } from './modules-core';
import { cases, opportunities, tasks } from './modules-sales';
import { calls, employees, listOnly, meetings, notes, users } from './modules-other';

const ALL: ModuleDef[] = [accounts, contacts, leads, opportunities, cases, tasks, meetings, calls, notes, users, employees, ...listOnly];
const BY_KEY = new Map(ALL.map((m) => [m.key, m]));

export function moduleDef(key: string): ModuleDef | undefined {
  return BY_KEY.get(key.toLowerCase());
}

/** Module of a legacy bean name (`Contacts` → contacts). */
export function moduleByBean(bean: string): ModuleDef | undefined {
  return ALL.find((m) => m.legacy === bean || m.beanModule === bean);
}

export function allModuleDefs(): ModuleDef[] {
  return ALL;
}
