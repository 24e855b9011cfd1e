/**
 * The input rules of a submission file (issue 55): `stwab submission verify` refuses duplicate
 * keys, prototype keys, bytes that are not UTF-8, oversized files and deep nesting with one line
 * naming the file, the place and the fix, before the JSON is parsed. Each tampered file below
 * passes every other check (shown with plain `JSON.parse`), so only the new rule refuses it.
 */
import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { verifyCommand } from '../../cli/submission';
import { buildSubmission } from '../../leaderboard/build';
import { parseSubmissionBytes, SUBMISSION_MAX_BYTES, SUBMISSION_MAX_DEPTH } from '../../leaderboard/submission-input';
import { loadBenchmarkConfig } from '../../leaderboard/task-config';
import { verifySubmission } from '../../leaderboard/verify';
import { submissionText } from '../../leaderboard/write';
import { METADATA, syntheticRun } from './fixture';
import { captured } from './captured';

/** A built submission's text and a verify of an edited copy of it. */
function setup() {
  const run = syntheticRun();
  const config = loadBenchmarkConfig(run.tasksFile);
  const text = submissionText(
    buildSubmission({ results: run.results, episodes: run.episodes, config, pinnedSha256: config.sha256, metadata: METADATA, env: {} }),
  );
  const file = join(run.dir, 'submission.json');
  const verify = async (content: string | Buffer) => {
    writeFileSync(file, content);
    return captured(() => verifyCommand(file, { tasks: run.tasksFile }));
  };
  /** What verify said before the input rules: the same text through plain JSON.parse. */
  const plainProblems = (content: string) => verifySubmission(JSON.parse(content), { config, env: {} }).problems;
  return { run, text, file, verify, plainProblems };
}

/** 1-based line and column of the n-th occurrence of `needle` in `text`, `shift` characters on. */
function at(text: string, needle: string, nth = 0, shift = 0): string {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = text.indexOf(needle, i + 1);
  i += shift;
  const before = text.slice(0, i).split('\n');
  return `line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

test.describe('stwab submission verify: input rules before parsing', () => {
  test('the untouched file verifies (exit 0)', async () => {
    const { text, verify } = setup();
    expect((await verify(text)).code).toBe(0);
  });

  test('a key twice in one object: "CuP": 1.0, "CuP": 0.333', async () => {
    const { text, file, verify, plainProblems } = setup();
    const dup = text.replace('"CuP": 0.333,', '"CuP": 1.0, "CuP": 0.333,');
    expect(dup).not.toBe(text);
    // JSON.parse keeps the last value, so without the rule this file is "verified".
    expect(plainProblems(dup)).toEqual([]);
    const r = await verify(dup);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([
      `stwab submission verify: ${file}: ${at(dup, '"CuP"', 1)}, results.metrics: key "CuP" appears twice in one object (first at ${at(dup, '"CuP"')}); keep one`,
    ]);
  });

  test('__proto__, constructor and prototype keys, anywhere (escaped spellings too)', async () => {
    const { text, file, verify, plainProblems } = setup();
    const proto = text.replace('"team": "stwab",', '"team": "stwab", "__proto__": {"team": "other"},');
    expect(plainProblems(proto)).toEqual([]);
    expect((await verify(proto)).out).toEqual([
      `stwab submission verify: ${file}: ${at(proto, '"__proto__"')}, metadata: key "__proto__" is refused (in JavaScript it names an object's prototype or constructor); remove it`,
    ]);
    const ctor = text.replace('"step": 1,', '"step": 1, "constructor": 1,');
    expect((await verify(ctor)).out).toEqual([
      `stwab submission verify: ${file}: ${at(ctor, '"constructor"')}, task_evidence[0].action_sequence[1]: key "constructor" is refused (in JavaScript it names an object's prototype or constructor); remove it`,
    ]);
    const escaped = text.replace('"run_id":', '"proto\\u0074ype": null, "run_id":');
    const r = await verify(escaped);
    expect(r.code).toBe(2);
    expect(r.out[0]).toContain(`${at(escaped, '"proto\\u0074ype"')}, integrity: key "prototype" is refused`);
  });

  test('bytes that are not UTF-8 in a text field', async () => {
    const { text, file, verify, plainProblems } = setup();
    const [head, tail] = text.split('"team": "stwab"');
    const bad = Buffer.concat([Buffer.from(`${head}"team": "stw`), Buffer.from([0xff]), Buffer.from(`ab"${tail}`)]);
    // Read as UTF-8 text the byte becomes U+FFFD, and the metadata is outside the seal: "verified".
    expect(plainProblems(bad.toString('utf8'))).toEqual([]);
    const byteOffset = Buffer.byteLength(`${head}"team": "stw`);
    expect((await verify(bad)).out).toEqual([
      `stwab submission verify: ${file}: ${at(text, '"team": "stwab"', 0, '"team": "stw'.length)}, metadata.team (byte offset ${byteOffset}): not UTF-8 (bytes ff); save the file as UTF-8`,
    ]);
  });

  test('a file over the size limit is refused before it is read', async () => {
    const { file, verify } = setup();
    writeFileSync(file, '');
    // A sparse file: if it were read, its zero bytes would be a syntax error, not this line.
    truncateSync(file, 50 * 1024 * 1024);
    const r = await captured(() => verifyCommand(file, {}));
    expect(r).toEqual({
      code: 2,
      out: [
        `stwab submission verify: ${file}: 52428800 bytes (50.0 MiB), over the 33554432-byte (32.0 MiB) limit of a submission; a submission of all 375 tasks is about 2 MB, so check that this is the file \`stwab submission\` wrote`,
      ],
    });
    expect(SUBMISSION_MAX_BYTES).toBe(33554432);
    void verify;
  });

  test('nesting past the depth limit, and a device instead of a file', async () => {
    const { file, verify } = setup();
    const r = await verify('['.repeat(10_000));
    expect(r.code).toBe(2);
    expect(r.out).toEqual([
      `stwab submission verify: ${file}: line 1, column 33, ${'[0]'.repeat(32)}: nested deeper than 32 levels, the limit; flatten the data`,
    ]);
    expect((await captured(() => verifyCommand('/dev/zero', {}))).out).toEqual([
      "stwab submission verify: /dev/zero: not a regular file; give the path of the submission's JSON file",
    ]);
  });
});

test.describe('the strict reader itself', () => {
  const refusal = (input: string | Buffer) => {
    try {
      parseSubmissionBytes(typeof input === 'string' ? Buffer.from(input) : input, 'f.json');
    } catch (e) {
      return (e as Error).message;
    }
    return 'accepted';
  };

  test('depth: exactly the limit passes, one more is refused', () => {
    const nest = (d: number) => '['.repeat(d) + ']'.repeat(d);
    expect(SUBMISSION_MAX_DEPTH).toBe(32);
    expect(refusal(nest(32))).toBe('accepted');
    expect(refusal(nest(33))).toMatch(/^f\.json: line 1, column 33, (\[0\]){32}: nested deeper than 32 levels/);
    expect(refusal(`{"a": {"b": ${nest(31)}}}`)).toMatch(/^f\.json: line 1, column 43, a\.b(\[0\]){30}: nested deeper than 32 levels/);
  });

  test('keys are compared after unescaping; the place is the object holding them', () => {
    expect(refusal('{\n  "x": [ {"CuP": 1, "Cu\\u0050": 2} ]\n}')).toBe(
      'f.json: line 2, column 21, x[0]: key "CuP" appears twice in one object (first at line 2, column 11); keep one',
    );
    expect(refusal('{"a": [{"__pro\\u0074o__": 1}]}')).toMatch(/^f\.json: line 1, column 9, a\[0\]: key "__proto__" is refused/);
    // The same key in two objects is fine.
    expect(refusal('{"a": {"k": 1}, "b": {"k": 1}, "k": 1}')).toBe('accepted');
  });

  test('text with no UTF-8 form: invalid bytes, escaped lone surrogates; a pair is fine', () => {
    const bytes = Buffer.concat([Buffer.from('{"e": [{"x": 1}, {"args": ["ok", "caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"]}]}')]);
    expect(refusal(bytes)).toBe('f.json: line 1, column 38, e[1].args[1] (byte offset 37): not UTF-8 (bytes c3 28); save the file as UTF-8');
    expect(refusal('{"a": "x\\ud800y"}')).toBe('f.json: line 1, column 9, a: lone high surrogate \\ud800 (text with no UTF-8 form); remove it');
    expect(refusal('{"a": "\\udc00"}')).toBe('f.json: line 1, column 8, a: lone low surrogate \\udc00 (text with no UTF-8 form); remove it');
    expect(refusal('{"a": "\\ud83d\\ude00 é ✓"}')).toBe('accepted');
    expect(refusal('\ufeff{}')).toBe('f.json: line 1, column 1: starts with a byte order mark; save the file as UTF-8 without BOM');
  });

  test('syntax: what JSON.parse refuses is refused with a place', () => {
    expect(refusal('{"a": 1,}')).toBe('f.json: line 1, column 9: expected a key in double quotes, found "}"');
    expect(refusal('[1, 2] x')).toBe('f.json: line 1, column 8: unexpected "x" after the end of the value');
    expect(refusal('{"a": 01}')).toBe('f.json: line 1, column 8, a: expected "," or "}", found "1}"');
    expect(refusal('{"a": "x\ty"}')).toBe('f.json: line 1, column 9, a: control character U+0009 inside a string; write it as an escape (\\n, \\t, \\u00XX)');
    expect(refusal('{"a": [true, false, null, -1.5e3, "\\n\\"\\/"], "b": {}}')).toBe('accepted');
    expect(parseSubmissionBytes(Buffer.from('{"a": [true, -1.5e3, "\\u00e9"]}'), 'f.json')).toEqual({ a: [true, -1500, 'é'] });
  });
});

test('the size limit is the stated one in docs/submission.md', () => {
  const doc = readFileSync(new URL('../../docs/submission.md', import.meta.url), 'utf8');
  expect(doc).toContain(`${SUBMISSION_MAX_BYTES / 1024 / 1024} MiB`);
  expect(doc).toContain(`${SUBMISSION_MAX_DEPTH} levels`);
});
