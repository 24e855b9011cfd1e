/**
 * The file of a sibling module as it exists where this code runs (issue 56): the TypeScript
 * source (`.ts`) in a clone, the compiled `.js` in the installed package. Paths handed to
 * Playwright (reporter, global setup) or to `import()` at run time are written with `.ts` in the
 * sources; this picks the form that runs.
 */
import { fileURLToPath } from 'node:url';

/**
 * `rel` (relative, ending in `.ts`) read against the module at `base` (its `import.meta.url`),
 * with `.js` when `base` itself is a `.js` file. Returns a file path.
 */
export function moduleFile(base: string, rel: string): string {
  const compiled = new URL(base).pathname.endsWith('.js');
  return fileURLToPath(new URL(compiled ? rel.replace(/\.ts$/, '.js') : rel, base));
}
