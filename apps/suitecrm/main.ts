/** Manual start: `npx tsx apps/suitecrm/main.ts [--port 8080] [--mode stable|faithful]`. */
import { serveSuiteCrm } from './serve';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const mode = arg('mode');
if (mode && mode !== 'stable' && mode !== 'faithful') throw new Error(`--mode must be stable or faithful, got "${mode}"`);
await serveSuiteCrm({ port: arg('port') ? Number(arg('port')) : undefined, mode: mode as 'stable' | 'faithful' | undefined });
