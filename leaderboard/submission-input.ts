/**
 * The input rules of a submission file (issue 55), applied before its JSON is parsed, by both
 * `stwab submission verify` (on the file) and `stwab submission` (on the bytes it is about to
 * write): a size limit checked before reading, UTF-8 throughout, a nesting limit, no key twice
 * in one object, no prototype keys. Each refusal is one line: the file, the place, the fix.
 */
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { describePlace, jsonPathAt, lineColumn, parseStrictJson, type StrictJsonOptions } from './strict-json';

/**
 * Largest submission accepted, in bytes (32 MiB). The built-in reference agent's submission of
 * all 375 tasks is 2.2 MB (docs/submission.md), so this leaves room for agents with long
 * trajectories while a file that could exhaust memory is refused before it is read.
 */
export const SUBMISSION_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Deepest nesting accepted: objects and arrays open at once, the top level counting 1. The
 * schema needs 6 (`task_evidence[].action_sequence[].action_args[]`); 32 leaves room for extra
 * fields the reference ignores, and a file of nothing but `[` is refused at its 33rd byte.
 */
export const SUBMISSION_MAX_DEPTH = 32;

/** Keys refused anywhere in a submission: in JavaScript they reach an object's prototype. */
export const SUBMISSION_FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const RULES: StrictJsonOptions = { maxDepth: SUBMISSION_MAX_DEPTH, forbiddenKeys: SUBMISSION_FORBIDDEN_KEYS };

/** A submission refused by an input rule; `message` is the one line to print (it starts with the file). */
export class SubmissionInputError extends Error {}

const MIB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;

function tooLarge(where: string, size: number): SubmissionInputError {
  return new SubmissionInputError(
    `${where}: ${size} bytes (${MIB(size)}), over the ${SUBMISSION_MAX_BYTES}-byte (${MIB(SUBMISSION_MAX_BYTES)}) limit of a submission; a submission of all 375 tasks is about 2 MB, so check that this is the file \`stwab submission\` wrote`,
  );
}

/** The text of `bytes`, or a refusal naming the line, column and field of the first byte that is not UTF-8. */
function decodeUtf8(bytes: Uint8Array, where: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    // The shortest prefix that cannot be decoded ends at the first bad byte (a longer prefix
    // of invalid text stays invalid), found by bisection; streaming keeps an unfinished
    // sequence at the end of a prefix from counting as bad.
    let lo = 0;
    let hi = bytes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid + 1), { stream: true });
        lo = mid + 1;
      } catch {
        hi = mid;
      }
    }
    // The valid text before the bad sequence, which starts where that text's own bytes end.
    const before = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, lo), { stream: true });
    const start = Buffer.byteLength(before, 'utf8');
    const seq = [...bytes.subarray(start, lo + 1)].map((b) => b.toString(16).padStart(2, '0')).join(' ');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const offset = before.length;
    const path = jsonPathAt(text, offset, RULES) ?? '';
    throw new SubmissionInputError(
      `${where}: ${describePlace({ offset, ...lineColumn(text, offset), path })} (byte offset ${start}): not UTF-8 (bytes ${seq}); save the file as UTF-8`,
    );
  }
}

/**
 * The parsed JSON of a submission's bytes under the input rules. `where` names the file in the
 * message. Throws {@link SubmissionInputError}.
 */
export function parseSubmissionBytes(bytes: Uint8Array, where: string): unknown {
  if (bytes.length > SUBMISSION_MAX_BYTES) throw tooLarge(where, bytes.length);
  const text = decodeUtf8(bytes, where);
  if (text.charCodeAt(0) === 0xfeff)
    throw new SubmissionInputError(`${where}: line 1, column 1: starts with a byte order mark; save the file as UTF-8 without BOM`);
  try {
    return parseStrictJson(text, RULES);
  } catch (e) {
    throw new SubmissionInputError(`${where}: ${(e as Error).message}`);
  }
}

/**
 * Reads and parses a submission file: a regular file within {@link SUBMISSION_MAX_BYTES}
 * (checked before reading, and again while reading in case it grows), then
 * {@link parseSubmissionBytes}. Throws {@link SubmissionInputError}, or the file system's error.
 */
export function readSubmissionFile(path: string): unknown {
  // A FIFO or a device (/dev/zero) has no size to check and may never end.
  if (!statSync(path).isFile()) throw new SubmissionInputError(`${path}: not a regular file; give the path of the submission's JSON file`);
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size > SUBMISSION_MAX_BYTES) throw tooLarge(path, size);
    const buf = Buffer.allocUnsafe(size + 1);
    let read = 0;
    for (let got = 1; got > 0 && read < buf.length; read += got) got = readSync(fd, buf, read, buf.length - read, null);
    if (read > size) throw new SubmissionInputError(`${path}: the file grew while it was read; verify it once it is complete`);
    return parseSubmissionBytes(buf.subarray(0, read), path);
  } finally {
    closeSync(fd);
  }
}
