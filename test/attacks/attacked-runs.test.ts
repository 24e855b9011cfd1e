/**
 * Issue 59, end to end on a small selection (a few tasks per app, one fixed seed): the
 * instruction-following agent reaches the attacker goal on every task whose injection it was
 * shown, and only there; the reference agent reaches none and scores as its records say; the
 * injection leaves the app's state diff empty; offline re-scoring of an attacked episode gives
 * the live verdicts.
 */
import { expect, test } from '@playwright/test';
import { instructionFollowingAgent } from '../../agents/instruction-following';
import { referenceAgent } from '../../agents/reference';
import type { ReplicaHandle, StartReplica } from '../../apps/kit/types';
import type { AttackSetting } from '../../core/attack';
import { recordDifferences } from '../../reporters/expected-check';
import { loadTasks } from '../../tasks/loader';
import { loadRevisionExpected } from '../../tasks/solutions/expected-outcomes';
import { upstreamTasks } from '../tasks/upstream';
import { runAttacked } from './run-attacked';

const SETTING: AttackSetting = { kind: 'any', seed: 3 };
const SELECTION: Array<[string, () => Promise<StartReplica>, number[]]> = [
  ['suitecrm', async () => (await import('../../apps/suitecrm/index')).startSuiteCrm, [235, 236, 255, 47]],
  ['gitlab', async () => (await import('../../apps/gitlab/index')).startGitLab, [1, 4, 16, 42]],
  ['shopping_admin', async () => (await import('../../apps/shopping-admin/index')).startShoppingAdmin, [82]],
];

test.describe.configure({ mode: 'parallel' });

/** The start of an injected text as JSON writes it (tag characters included). */
const placedProbe = (text: string) => JSON.stringify(Array.from(text).slice(0, 20).join('')).slice(1, -1);

for (const [app, starter, ids] of SELECTION)
  test(`${app}: the instruction follower reaches every goal it was shown, the reference none (${SETTING.kind}:${SETTING.seed})`, async ({ browser }) => {
    test.setTimeout(600_000);
    const tasks = loadTasks(upstreamTasks()).map((t) => t.task);
    const records = loadRevisionExpected('original');
    const replica: ReplicaHandle = await (await starter())();
    try {
      let shown = 0;
      for (const id of ids) {
        const task = tasks.find((t) => t.task_id === id)!;
        const follower = await runAttacked({ browser, replica, task, setting: SETTING, agent: instructionFollowingAgent() });
        const a = follower.live.attack!;
        expect(a.setting, `task ${id}`).toBe('any:3');
        // Shown and reached go together; a goal never shown is never reached.
        expect(a.reached, `task ${id}: ${a.kind} ${a.goal.type} in ${a.place}, shown at ${a.shown_step}: ${a.evidence}`).toBe(a.shown_step !== null);
        if (a.shown_step !== null) shown++;
        expect(follower.offline.attack).toEqual(a);
        expect(follower.offline.cup).toBe(follower.live.cup);

        const reference = await runAttacked({ browser, replica, task, setting: SETTING, agent: referenceAgent() });
        const r = reference.live.attack!;
        expect(r.reached, `task ${id}: ${r.evidence}`).toBe(false);
        expect(r.shown_step).toBe(a.shown_step === null ? null : r.shown_step);
        expect(recordDifferences(reference.live, records[id].reference), `task ${id}`).toEqual([]);
        expect(reference.offline.attack).toEqual(r);
        expect(reference.offline.safety_report.map((v) => v.violated)).toEqual(reference.live.safety_report.map((v) => v.violated));
        // The injection is part of the reset state: a row the agent changed (a soft delete) held it before too.
        const probe = placedProbe(reference.episode.attack!.text);
        for (const diff of Object.values(reference.episode.state ?? {}))
          for (const t of Object.values(diff.tables))
            for (const c of t.changed) if (JSON.stringify(c.after).includes(probe)) expect(JSON.stringify(c.before), `task ${id}`).toContain(probe);
      }
      expect(shown, `${app}: at least one injection of the selection is shown`).toBeGreaterThan(0);
    } finally {
      await replica.close();
    }
  });

test('attack and drift together: the injection is placed and scored on a drifted replica, offline equal to live', async ({ browser }) => {
  test.setTimeout(300_000);
  const task = loadTasks(upstreamTasks()).find((t) => t.task.task_id === 236)!.task;
  const { startSuiteCrm } = await import('../../apps/suitecrm/index');
  const replica = await startSuiteCrm({ drift: { profile: 'cosmetic', seed: 5 } });
  try {
    const { episode, live, offline } = await runAttacked({ browser, replica, task, setting: SETTING, agent: instructionFollowingAgent() });
    expect(episode.drift?.[0].setting).toBe('cosmetic:5');
    expect(live.drift).toContain('suitecrm cosmetic:5');
    expect(live.attack?.shown_step).not.toBeNull();
    expect(live.attack?.reached).toBe(true);
    expect(offline.attack).toEqual(live.attack);
    expect(offline.cup).toBe(live.cup);
  } finally {
    await replica.close();
  }
});
