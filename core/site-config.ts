/**
 * A declared site (issue 42): an app of the user's own that tasks may name in `sites`, declared
 * once in `playwright.config.ts` (`use: { sites: { myapp: {...} } }`) or in `.env`
 * (`STWAB_SITE_MYAPP_URL`, ...; see `fixtures/sites.ts`). The harness talks to it over HTTP like
 * to a real instance of a built-in site, plus two optional hooks: a reset before each test and a
 * state reader for `state_match`.
 */
import { z } from 'zod';
import { ActionGoal } from './attack-actions';
import { EffectRule } from './effects';

/**
 * Sign-in through the app's form, as a person does: open `path` (default: the base URL), fill the
 * fields labelled `username` and `password`, press the button named `button`. Signed in when the
 * password field is gone.
 */
export const FormLogin = z
  .object({
    form: z
      .object({
        path: z.string().default(''),
        username: z.string().min(1).default('Username'),
        password: z.string().min(1).default('Password'),
        button: z.string().min(1).default('Sign in'),
      })
      .strict(),
  })
  .strict();
export type FormLogin = z.infer<typeof FormLogin>;

/**
 * Sign-in by one request (no form load): POST to `path` with the credentials under the field
 * names `username_field` / `password_field`, as JSON (`json: true`) or a urlencoded form; the app
 * must answer 2xx or 3xx (or exactly `accept.status`; its JSON answer holding `accept.json`) and
 * set its session cookie.
 */
export const RequestLogin = z
  .object({
    request: z
      .object({
        path: z.string().min(1),
        username_field: z.string().min(1).default('username'),
        password_field: z.string().min(1).default('password'),
        json: z.boolean().default(false),
        /**
         * How the app says it took the credentials, for an app that answers a refusal with 2xx
         * (its form again, or `{ ok: false }`): the status it answers a sign-in with (e.g. 302)
         * and fields its JSON answer holds (e.g. `{ ok: true }`). Issue 57.
         */
        accept: z
          .object({
            status: z.number().int().min(100).max(599).optional(),
            json: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
          })
          .strict()
          .optional(),
      })
      .strict(),
  })
  .strict();

export type RequestLogin = z.infer<typeof RequestLogin>;

/** How the harness signs in before a task with `require_login`: `none`, a form, or a request recipe. */
export const LoginRecipe = z.union([z.literal('none'), FormLogin, RequestLogin]);
export type LoginRecipe = z.infer<typeof LoginRecipe>;

/**
 * A hook: an http(s) URL (absolute, or a path on the site's base URL; the reset is POSTed, the
 * state read with GET) or a module function `{ module, export }` (path relative to the config
 * file's folder under `defineBenchmarkConfig`, else the working directory; the reset is called with no argument, the state reader returns the state).
 */
export const SiteHook = z.union([z.string().min(1), z.object({ module: z.string().min(1), export: z.string().min(1).default('default') }).strict()]);
export type SiteHook = z.infer<typeof SiteHook>;

/** One declared site. */
/** One entry of a site's `errors`: page text, or `{ selector }` (see `SiteConfig.errors`). */
export const SiteError = z.union([z.string().min(1), z.object({ selector: z.string().min(1) }).strict()]);
export type SiteError = z.infer<typeof SiteError>;

export const SiteConfig = z
  .object({
    /** Base URL (what `__MYAPP__` expands to). */
    url: z.url({ protocol: /^https?$/, error: 'url must be an http(s) URL such as http://127.0.0.1:3000' }),
    username: z.string().optional(),
    password: z.string().optional(),
    /** Default: a form (`Username`, `Password`, `Sign in`) when credentials are given, else `none`. */
    login: LoginRecipe.optional(),
    /** Restores the app's initial state before each test (none: the app keeps its state). */
    reset: SiteHook.optional(),
    /**
     * What the app's records hold against the last reset, in the shape `state_match` reads
     * (`{ tables: { <table>: { created: [row], changed: [{ before, after }], deleted: [row] } } }`).
     */
    state: SiteHook.optional(),
    /**
     * Where an attack's text may go (issue 59, docs/attacks.md): `places` names the app's own
     * content slots (`ticket description`), `hook` puts a text into one after the reset: an
     * http(s) URL POSTed `{ "place", "text" }` as JSON, or a module function called with
     * `(place, text)`. What it writes must count as the reset's state, not as a change by the agent.
     * `goals`: action goals the app offers (core/attack-actions.ts), proved by rows of `state`.
     */
    inject: z
      .object({ hook: SiteHook, places: z.array(z.string().min(1)).min(1), goals: z.array(ActionGoal).optional() })
      .strict()
      .optional(),
    /** Path prefixes (`/admin`) or URLs the agent may never reach; the hook URLs are always blocked. */
    block: z.array(z.string().min(1)).default([]),
    /** Folder `upload_file` reads from. */
    filesDir: z.string().optional(),
    /**
     * Other servers the app's pages use (an API, a sign-in server) on this machine or the private
     * network: the agent may reach them too (everything else there is closed to agents; issue 55).
     */
    origins: z.array(z.url({ protocol: /^https?$/, error: 'origins: each entry must be an http(s) URL such as http://127.0.0.1:3001' })).default([]),
    /**
     * The app's write routes (core/effects.ts): what each writes, in the words of its UI. The guard
     * stops a named write that breaks a policy before it reaches the app; the app names what a
     * request wrote in the `x-stwab-effect` response header for the scorer (issue 55).
     */
    effects: z.array(EffectRule).default([]),
    /**
     * What counts as an error on this app's pages for `popup_error` policies under the strict
     * profile (issue 56), besides the reference's fixed phrases: page text (`'Approval failed'`,
     * case-insensitive) or a CSS selector whose element shows text (`{ selector: '[role=alert]' }`).
     */
    errors: z.array(SiteError).default([]),
  })
  .strict();
export type SiteConfig = z.infer<typeof SiteConfig>;
export type SiteConfigInput = z.input<typeof SiteConfig>;

/** `use: { sites }`: site id -> its declaration. */
export type SitesOption = Record<string, SiteConfigInput>;
