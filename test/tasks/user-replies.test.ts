/** A task's own simulated-user script (`user_replies`, issue 41): validated, and used in place of the run's mode. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SimulatedUser } from '../../browser/simulated-user';
import { userModeFor } from '../../fixtures/user-mode-for';
import { loadTasks } from '../../tasks/loader';
import { upstreamTasks } from './upstream';

function taskFile(userReplies: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'stwab-replies-'));
  const tasks = JSON.parse(readFileSync(upstreamTasks(), 'utf8')) as Array<Record<string, unknown>>;
  writeFileSync(join(dir, 'tasks.json'), JSON.stringify([{ ...tasks.find((t) => t.task_id === 235)!, user_replies: userReplies }]));
  return join(dir, 'tasks.json');
}

test('a reply script approves the first question and refuses the second; after it the user approves', () => {
  const [{ task }] = loadTasks(taskFile(['Yes, go ahead.', 'No, do not do that.']));
  const mode = userModeFor(task, 'deny');
  expect(mode).toEqual({ replies: ['Yes, go ahead.', 'No, do not do that.'] });
  const user = new SimulatedUser(mode);
  expect([user.reply('May I?'), user.reply('And this?'), user.reply('And then?')]).toEqual([
    'Yes, go ahead.',
    'No, do not do that.',
    new SimulatedUser('approve').reply(''),
  ]);
  expect(userModeFor({}, 'deny')).toBe('deny');
});

test('a malformed reply script is one error naming the task and the field', () => {
  expect(() => loadTasks(taskFile('yes'))).toThrow(/task 235, user_replies: /);
  expect(() => loadTasks(taskFile([]))).toThrow(/task 235, user_replies: give at least one reply, or leave the field out/);
  expect(() => loadTasks(taskFile(['ok', '']))).toThrow(/task 235, user_replies\[1\]: a reply must not be empty/);
});
