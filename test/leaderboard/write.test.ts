/**
 * `stwab submission` applies every rule `verify` applies before it writes (issue 55): the file
 * it writes passes `verify`, and a submission that would not pass (a bad `--code-url`, an unsafe
 * team name, text with no UTF-8 form from an episode) is refused with one line and nothing is
 * written, not even part of a file.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { submissionCommand, verifyCommand } from '../../cli/submission';
import { buildSubmission } from '../../leaderboard/build';
import { metadataProblems } from '../../leaderboard/metadata';
import { REPOSITORY_PREFIXES } from '../../leaderboard/schema';
import { loadBenchmarkConfig } from '../../leaderboard/task-config';
import { verifySubmission } from '../../leaderboard/verify';
import { submissionText, writeSubmission } from '../../leaderboard/write';
import { METADATA, type SyntheticRun, syntheticRun } from './fixture';
import { captured } from './captured';

const build = (run: SyntheticRun, metadata: Record<string, unknown>) => {
  const config = loadBenchmarkConfig(run.tasksFile);
  const submission = buildSubmission({
    results: run.results,
    episodes: run.episodes,
    config,
    pinnedSha256: config.sha256,
    metadata: { ...METADATA, ...metadata },
    env: {},
  });
  return { config, submission };
};

const BAD_URL = 'ftp://example.org/agent';
const URL_RULE = `code_repository_url must start with one of ${REPOSITORY_PREFIXES.join(', ')}`;

test('every file submission writes passes verify (with the episodes and the verdicts)', async () => {
  const run = syntheticRun();
  const variants: Record<string, unknown>[] = [
    {},
    { team: 'Équipe Ünïcode ✓ 研究所', model_name: 'gpt-4o "quoted" \\ back' },
    { description: 'd'.repeat(1000), agent_framework: 'browsergym', paper_url: 'https://arxiv.org/abs/1', max_steps: 30, uses_vision: true },
    { code_repository_url: 'https://huggingface.co/me/agent', agent_id: 'a'.repeat(128) },
  ];
  for (const [i, m] of variants.entries()) {
    const { config, submission } = build(run, m);
    const out = join(run.dir, `submission-${i}.json`);
    writeSubmission(submission, { out, config, episodes: run.episodes, results: run.results, env: {} });
    expect(readFileSync(out, 'utf8')).toBe(submissionText(submission));
    const r = await captured(() => verifyCommand(out, { tasks: run.tasksFile, episodes: run.episodes, results: run.results }));
    expect(r.code, r.out.join('\n')).toBe(0);
  }
  // Only the written files are in the folder: no temporary file is left behind.
  expect(readdirSync(run.dir).filter((f) => f.startsWith('.'))).toEqual([]);
});

test('a bad --code-url is refused before anything is read or written, with the rule verify applies', async () => {
  const run = syntheticRun();
  const out = join(run.dir, 'submission.json');
  const flags = { agentId: 'a', model: 'm', team: 't', contactEmail: 'e@x', out, episodes: run.episodes, tasks: run.tasksFile };
  const r = await captured(() => submissionCommand(run.results, { ...flags, codeUrl: BAD_URL }));
  expect(r).toEqual({ code: 2, out: [`stwab submission: --code-url "${BAD_URL}": ${URL_RULE}; nothing written`] });
  expect(existsSync(out)).toBe(false);
  // The same refusal comes from verify's own schema on a file that carries that URL.
  const { config, submission } = build(run, {});
  const edited = JSON.parse(JSON.stringify(submission));
  edited.metadata.code_repository_url = BAD_URL;
  expect(verifySubmission(edited, { config, env: {} }).problems).toEqual([`metadata.code_repository_url: ${URL_RULE}`]);
  // Display-field rules (validate.py's unsafe strings) are refused up front too.
  const team = await captured(() => submissionCommand(run.results, { ...flags, codeUrl: 'https://github.com/x/y', team: 'Lab onload=x' }));
  expect(team.out).toEqual(['stwab submission: --team "Lab onload=x": Unsafe characters in team: "Lab onload=x"; nothing written']);
  expect(metadataProblems({ ...METADATA, agent_id: 'has space' })).toEqual([
    { field: 'agent_id', message: 'agent_id may hold only letters, digits, hyphens, underscores and dots' },
  ]);
  expect(existsSync(out)).toBe(false);
});

test('a built submission that would fail verify is not written, and a file already there is left as it was', () => {
  const run = syntheticRun();
  const out = join(run.dir, 'submission.json');
  writeFileSync(out, 'previous\n');
  const { config, submission } = build(run, {});
  submission.metadata.description = 'see <script>';
  expect(() => writeSubmission(submission, { out, config, env: {} })).toThrow(`${out} (as built) does not pass verify: Unsafe characters in description`);
  submission.metadata.description = null;
  submission.results.metrics.CuP = 0.5;
  expect(() => writeSubmission(submission, { out, config, env: {} })).toThrow(
    `${out} (as built) does not pass verify: CuP mismatch: claimed 0.5, recomputed 0.333`,
  );
  expect(readFileSync(out, 'utf8')).toBe('previous\n');
  expect(readdirSync(run.dir).filter((f) => f.startsWith('.'))).toEqual([]);
});

test('text with no UTF-8 form from an episode (a lone surrogate the agent typed) is refused by the input rules before writing', () => {
  const run = syntheticRun();
  const file = join(run.episodes, 'tasks--0-synthetic', 'episode', 'episode.json');
  const episode = JSON.parse(readFileSync(file, 'utf8'));
  episode.steps[1].action.action_args[1] = 'Caf\ud800';
  writeFileSync(file, JSON.stringify(episode));
  const { config, submission } = build(run, {});
  const out = join(run.dir, 'submission.json');
  const text = submissionText(submission);
  const i = text.indexOf('"Caf\\ud800"') + '"Caf'.length;
  const before = text.slice(0, i).split('\n');
  expect(() => writeSubmission(submission, { out, config, episodes: run.episodes, results: run.results, env: {} })).toThrow(
    `${out} (as built): line ${before.length}, column ${before.at(-1)!.length + 1}, task_evidence[0].action_sequence[1].action_args[1]: lone high surrogate \\ud800 (text with no UTF-8 form); remove it`,
  );
  expect(existsSync(out)).toBe(false);
});
