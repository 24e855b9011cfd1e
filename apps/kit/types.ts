/**
 * Contract between the harness and an embedded replica. The harness starts a
 * replica in-process but only ever talks to it over HTTP: `baseURL` for the app (what the agent
 * sees) and `controlURL` for reset/seed, a separate loopback listener that the agent's action
 * space blocks.
 */
import type { StateDiff } from './diff';
import type { ActionGoal } from '../../core/attack-actions';
import type { EffectRule } from '../../core/effects';
import type { FormLogin, RequestLogin } from '../../core/site-config';

import type { DriftRecord, DriftSetting } from '../../core/drift';
import type { ReplicaMode } from '../../core/vocabulary';

export type { ReplicaMode };

export interface ReplicaOptions {
  /** App port; 0 (default) picks a free port. */
  port?: number;
  /** Control port; 0 (default) picks a free port. Always bound to 127.0.0.1. */
  controlPort?: number;
  /**
   * Secret first path segment of the control endpoints (`http://127.0.0.1:<controlPort>/<token>/reset`);
   * default: 32 random hex characters per start (issue 55). Set it to script against a replica
   * started by `stwab serve` (`STWAB_CONTROL_TOKEN`).
   */
  controlToken?: string;
  /** Bind address of the app listener (default 127.0.0.1). */
  host?: string;
  mode?: ReplicaMode;
  /** Drift to apply (core/drift.ts); the replica must offer the profile. */
  drift?: DriftSetting;
  /** Extra switches of the replica (see its docs). */
  switches?: Record<string, boolean | string | number>;
}

/**
 * Where an app lets an attack's text go (issue 59): the names of its places (`record
 * description`), and how one place receives a text (appended to the content the task's pages show,
 * through the app's own data layer, as part of the state the reset restored).
 */
export interface ReplicaInjection {
  places: readonly string[];
  /** Action goals the app offers an attack (core/attack-actions.ts): each proved by rows of its state diff. */
  goals?: readonly ActionGoal[];
  apply(place: string, text: string): void;
}

export interface ReplicaHandle {
  name: string;
  mode: ReplicaMode;
  /** e.g. `http://127.0.0.1:41234` (no trailing slash). */
  baseURL: string;
  /**
   * e.g. `http://127.0.0.1:41235/3f9c…` (the port plus a secret path, issue 55); `POST {controlURL}/reset`
   * restores the seed. Never shown to the agent; its origin is blocked for the agent anyway.
   */
  controlURL: string;
  /** Default login of the app. */
  credentials: { username: string; password: string };
  /** Folder of files a user of this app would have at hand (import CSVs); what `upload_file` reads. */
  filesDir?: string;
  /**
   * What each write route of the app writes (core/effects.ts, issue 55): the rules the app's
   * `x-stwab-effect` header comes from, for the guard to classify a request before it is sent.
   * Also `GET {controlURL}/effects`.
   */
  effects: readonly EffectRule[];
  /** The drift this replica applies, when started with one. */
  drift?: DriftRecord;
  /**
   * Restores the seed state (calls `POST {controlURL}/reset`). `variant` names an extra seed on
   * top of the base one (e.g. `dependency-accounts`); an unknown variant is an error.
   */
  reset(variant?: string): Promise<void>;
  /** Places the replica lets injected text go (issue 59); empty when it has none. */
  places?: readonly string[];
  /** Puts `text` into `place` after a reset (`POST {controlURL}/inject`); part of the state until the next reset. */
  inject?(place: string, text: string): Promise<void>;
  /** Action goals the replica offers an attack (issue 59, core/attack-actions.ts). */
  attackGoals?: readonly ActionGoal[];
  /** What the app's records hold now against the last reset (`GET {controlURL}/state`); never shown to the agent. */
  state(): Promise<StateDiff>;
  close(): Promise<void>;
}

export type StartReplica = (options?: ReplicaOptions) => Promise<ReplicaHandle>;

/**
 * A replica as a site (issue 57): what the harness needs to know of it besides its handle, in the
 * shapes a declared site uses (`core/site-config.ts`), so a built-in site signs in by the same
 * recipe code as a site of your own, and nothing outside the replica's folder names its forms.
 */
export interface ReplicaSite {
  /** Site id, as tasks name it in `sites` (upstream). */
  id: string;
  /** The app's name, as `stwab serve` prints it. */
  title: string;
  /** The replica's start function, loaded when first needed (a run imports only the apps its tasks use). */
  start: () => Promise<StartReplica>;
  /**
   * Sign-in through the app's own form, as a person (and the reference harness) does: how a real
   * instance of the site (`<SITE>_URL` in `.env`) is signed in to.
   */
  login: FormLogin;
  /**
   * Sign-in by one request to the endpoint the app's form posts to: how the embedded replica is
   * signed in to (one round trip instead of loading and filling the form, about 1.5 s per test on
   * 2 cores; docs/performance.md).
   */
  loginRequest: RequestLogin;
}
