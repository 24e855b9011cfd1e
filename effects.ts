/**
 * Public API for an app under test that names its writes (`import { effectOf, EFFECT_HEADER }
 * from 'stwab/effects'`, issue 55): the effect rules, how a request is classified, and the
 * response header that says what a request wrote. Small on purpose and free of Playwright, so an
 * app server can load it.
 */
export {
  EFFECT_HEADER,
  EFFECT_TEXT_LIMIT,
  EffectRule,
  UNDECLARED_WRITE,
  bodyFields,
  checkEffectRules,
  effectFromHeader,
  effectHeaderValue,
  effectOf,
  undeclaredWrite,
} from './core/effects';
export type { EffectRequest } from './core/effects';
