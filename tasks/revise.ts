/**
 * One task under a revision at run time: the fixture calls `reviseTask` with the
 * project's `revision` option, so `use: { revision }` works per project while test titles and
 * ids stay those of the published file. The overlay is loaded once per process.
 */
import { applyOverlay, loadOverlay, type Overlay, type RevisedTask, type RevisionName } from './revision';
import type { Task } from './schema';

const overlays = new Map<RevisionName, Overlay | null>();

/** The overlay of `name`, loaded once per process (null for `original`). */
export function overlayOf(name: RevisionName): Overlay | null {
  if (!overlays.has(name)) overlays.set(name, loadOverlay(name));
  return overlays.get(name)!;
}

/**
 * `task` as the revision `name` has it, with the corrections applied and the overlay used.
 * Throws (naming both sha256s and the fix) when the task file is not the one the revision was
 * written for.
 */
export function reviseTask(task: Task, name: RevisionName, source: { path: string; sha256?: string } | undefined): RevisedTask & { overlay: Overlay | null } {
  const overlay = overlayOf(name);
  if (!overlay) return { task, corrections: [], overlay };
  const own = { ...overlay, corrections: overlay.corrections.filter((c) => c.task_id === task.task_id) };
  const [revised] = applyOverlay([task], own, { path: source?.path ?? '(unknown task source)', sha256: source?.sha256 });
  return { ...revised, overlay };
}
