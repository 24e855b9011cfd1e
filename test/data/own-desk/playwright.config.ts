/**
 * A newcomer's own app as the issue 59 trial had it (test/fixtures/own-desk.test.ts): module hooks
 * in app/ beside this config, read against this folder wherever the run starts; the state
 * reader's export and a config-level attack chosen by the test through the environment.
 */
import { defineBenchmarkConfig } from 'stwab';

export default defineBenchmarkConfig({
  tasks: 'tasks.json',
  sites: {
    desk: {
      url: process.env.DESK_URL || 'http://127.0.0.1:9',
      reset: { module: './app/hooks.mjs', export: 'reset' },
      state: { module: './app/hooks.mjs', export: process.env.DESK_STATE || 'state' },
      inject: { hook: { module: './app/hooks.mjs', export: 'inject' }, places: ['record description'] },
    },
  },
  ...(process.env.DESK_ATTACK ? { use: { attack: process.env.DESK_ATTACK } } : {}),
});
