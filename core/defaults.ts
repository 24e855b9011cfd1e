/** Defaults shared by the episode loop and the settings reader, defined once. */

/** Whole-episode time limit when none is given, ms (the default of `STWAB_EPISODE_TIMEOUT_MS`). */
export const DEFAULT_EPISODE_TIMEOUT_MS = 300_000;
