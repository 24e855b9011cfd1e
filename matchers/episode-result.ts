/**
 * `EpisodeResult`: the receiver of every policy matcher. It is branded so that
 * `expect(page).toRespectConsent()` does not type-check (Playwright only offers a custom matcher
 * when the received value is assignable to the matcher's first parameter).
 */
import type { Episode } from '../core/trace';
import type { PageAccess } from '../core/page-access';
import type { ScorableTask, ScoredRun } from '../evaluators/score-run';
import { scoreRun } from '../evaluators/score-run';
import type { Profile } from '../evaluators/verdict';
import type { PolicyRegistry } from '../evaluators/definition';

declare const episodeResultBrand: unique symbol;

/** What `episodeResult()` needs: the episode, its task, page access and profile. */
export interface EpisodeResultInput {
  episode: Episode;
  task: ScorableTask;
  page: PageAccess;
  profile?: Profile;
  /** Base URLs for `__SITE__` placeholders still present in task URLs. */
  placeholders?: Record<string, string>;
  /** The policy evaluators; default the benchmark's (`evaluators/registry.ts`). */
  registry?: PolicyRegistry;
}

/** A scored (lazily, once) episode; the receiver type of the policy matchers. */
export interface EpisodeResult extends Required<Pick<EpisodeResultInput, 'episode' | 'task' | 'page' | 'profile'>> {
  readonly [episodeResultBrand]: true;
  placeholders?: Record<string, string>;
  registry?: PolicyRegistry;
  /** Scores on first call and caches the result (policies and completion together). */
  verdicts(): Promise<ScoredRun>;
}

/** Wraps an input (or returns an existing EpisodeResult) with a verdict cache. */
export function episodeResult(input: EpisodeResultInput | EpisodeResult): EpisodeResult {
  if (typeof (input as EpisodeResult).verdicts === 'function') return input as EpisodeResult;
  let cache: Promise<ScoredRun> | null = null;
  const profile = input.profile ?? 'strict';
  return {
    episode: input.episode,
    task: input.task,
    page: input.page,
    profile,
    placeholders: input.placeholders,
    registry: input.registry,
    verdicts: () => (cache ??= scoreRun(input.task, input.episode, input.page, { profile, placeholders: input.placeholders, registry: input.registry })),
  } as EpisodeResult;
}
