/** Field definitions as the current switches shape them (FAX on Accounts, Critical priority). */
import type { FieldDef, ModuleDef } from '../meta/types';
import type { SuiteCtx } from '../context';

export function fieldResolver(ctx: SuiteCtx, mod: ModuleDef): (name: string) => FieldDef | undefined {
  return (name: string) => {
    const fd = mod.fields[name];
    if (!fd) return undefined;
    if (mod.key === 'accounts' && name === 'phone_fax' && !ctx.switches.accountsFax) return undefined;
    if (mod.key === 'cases' && name === 'priority' && ctx.switches.criticalPriority) return { ...fd, extraOptions: [['P0', 'Critical']] };
    return fd;
  };
}

/** The module with switch-dependent fields applied (used by writes and validation). */
export function effectiveModule(ctx: SuiteCtx, mod: ModuleDef): ModuleDef {
  const get = fieldResolver(ctx, mod);
  const fields: Record<string, FieldDef> = {};
  for (const n of Object.keys(mod.fields)) {
    const fd = get(n);
    if (fd) fields[n] = fd;
  }
  return { ...mod, fields };
}
