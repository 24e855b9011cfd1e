/** `tsx apps/suitecrm/main.ts [--port N] [--mode stable|faithful]`: serve the replica standalone. */
import { serveReplica } from '../kit/serve';
import { startSuiteCrm } from './index';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const mode = arg('mode');
if (mode && mode !== 'stable' && mode !== 'faithful') throw new Error(`--mode must be stable or faithful, got "${mode}"`);
await serveReplica('SuiteCRM', startSuiteCrm, { port: arg('port') ? Number(arg('port')) : undefined, mode: mode as 'stable' | 'faithful' | undefined });
