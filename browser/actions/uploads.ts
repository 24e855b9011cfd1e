/**
 * `upload_file` file resolution: files come only from the task's files folder, so an agent
 * cannot upload arbitrary files from the machine.
 */
import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';

/** Absolute paths of `file` (a name or list of names) inside `filesDir`; throws naming the problem. */
export function resolveUpload(filesDir: string | undefined, file: string | string[]): string[] {
  if (!filesDir) throw new Error('upload_file: no files to upload on this target; set STWAB_FILES_DIR to a folder of files agents may upload');
  const names = Array.isArray(file) ? file : [file];
  return names.map((name) => {
    const full = resolve(filesDir, name);
    const rel = relative(resolve(filesDir), full);
    if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`upload_file: "${name}" is outside the task files folder`);
    if (!existsSync(full)) throw new Error(`upload_file: no file "${name}" in the task files folder`);
    // A symlink inside the folder must not lead outside it either.
    const real = relative(realpathSync(filesDir), realpathSync(full));
    if (real.startsWith('..') || isAbsolute(real)) throw new Error(`upload_file: "${name}" is outside the task files folder`);
    return full;
  });
}
