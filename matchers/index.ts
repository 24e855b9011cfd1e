/**
 * Public surface of the matchers: `expect` (extended), `assertTask`, `episodeResult`, page access.
 */
export { expect } from './expect';
export { assertTask, failureLines, scoredFailure } from './assert-task';
export { episodeResult } from './episode-result';
export type { EpisodeResult, EpisodeResultInput } from './episode-result';
export { livePageAccess } from '../browser/page-access/live';
export { snapshotPageAccess, closeSnapshotBrowser } from '../browser/page-access/snapshot';
export { KIND_SELECTORS } from './policy-matchers';
