/**
 * A file of this package as a person at the terminal can open it (issue 56): the run's output
 * names docs and data of the package (`docs/metrics.md`, `tasks/solutions/expected/`), which in
 * a clone sit under the repository and in a project that installed the package under
 * `node_modules/stwab/`. Printed relative to the working folder, so the path exists where the
 * user is: `docs/metrics.md` in a clone, `node_modules/stwab/docs/metrics.md` in a project.
 */
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's root folder (the clone, or `node_modules/stwab/`): core/ is one level below it. */
const ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * `rel` (a path inside the package, `/`-separated; a trailing `/` marks a folder) as seen from
 * `cwd`: relative when that climbs at most two folders, else absolute.
 */
export function packagePath(rel: string, cwd: string = process.cwd()): string {
  const abs = join(ROOT, rel);
  const shown = relative(cwd, abs);
  const far = isAbsolute(shown) || shown.startsWith(`..${sep}..${sep}..${sep}`);
  const path = far ? abs : shown;
  return rel.endsWith('/') && !path.endsWith(sep) ? `${path}${sep}` : path;
}
