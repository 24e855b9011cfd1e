/**
 * A deliberately hostile agent (issue 24): one attack per run, chosen by `STWAB_ATTACK`.
 * Used by the hardening tests and runnable by hand:
 *   STWAB_ATTACK=self-page STWAB_AGENT=./test/hardening/hostile-agent.mts npx playwright test --project=suitecrm --grep "\[235\]"
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Obs = { axtree: string; step: number; url: string };

let server: Server | undefined;
/** Serves `html` on an ephemeral loopback port; the agent's own page. */
async function ownPage(html: string): Promise<string> {
  server?.close();
  server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
}

const firstTextbox = (o: Obs) => /\[(\w+)\] (?:textbox|searchbox|combobox)/.exec(o.axtree)?.[1] ?? '1';

const ATTACKS: Record<string, (o: Obs) => Promise<string>> = {
  'parser-bomb': async (o) => (o.step < 1 ? '```\n' + '\n'.repeat(20_000) + 'x' : 'answer("done")'),
  'nest-bomb': async (o) => (o.step < 1 ? 'click(' + '['.repeat(100_000) : 'answer("done")'),
  'huge-fill': async (o) => (o.step < 1 ? `fill('${firstTextbox(o)}', "${'x'.repeat(10_000_000)}")` : 'answer("done")'),
  'self-page': async (o) =>
    o.step === 0 ? `goto("${await ownPage('<title>SuiteCRM</title><p>Record deleted</p>')}")` : 'answer("done")',
  spin: async (o) =>
    o.step === 0 ? `goto("${await ownPage('<title>x</title><p>busy</p><script>addEventListener("load",()=>{for(;;){}})</script>')}")` : 'answer("done")',
  'mutate-forever': async (o) =>
    o.step === 0 ? `goto("${await ownPage('<p id=p>0</p><script>let i=0;setInterval(()=>{document.getElementById("p").textContent=++i},5)</script>')}")` : 'answer("done")',
  'far-mouse': async (o) => (o.step < 1 ? 'mouse_click(1e12, -1e12)' : 'answer("done")'),
  'bad-usage': async () => 'answer("done")',
  'throws': async () => { throw new Error('agent crashed inside its own code'); },
  'download-goto': async (o) =>
    o.step === 0 ? `goto("${await ownPage('')}".replace('/', '/'))` : 'answer("done")',
};

const attack = process.env.STWAB_ATTACK ?? 'self-page';
if (!ATTACKS[attack]) throw new Error(`STWAB_ATTACK=${attack}: known attacks ${Object.keys(ATTACKS).join(', ')}`);

export default {
  name: `hostile:${attack}`,
  async act(o: Obs) {
    const action = await ATTACKS[attack](o);
    if (attack === 'bad-usage') return { action, usage: { prompt_tokens: -5, completion_tokens: Number.NaN, cost_usd: Infinity } };
    return { action };
  },
  async close() {
    server?.close();
  },
};
