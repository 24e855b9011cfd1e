/**
 * What the client scripts share beyond the DOM, for `tsc -p apps/suitecrm/client` (checkJs). The
 * server concatenates the scripts into one strict-mode function after a prelude that defines the
 * two maps below (apps/suitecrm/http/app.ts, `clientBundle`).
 */

/** Front-end module key -> [legacy module name, label]. */
declare var MODULE_MAP: Record<string, [legacy: string, label: string]>;
/** Legacy `action=` value -> the front-end view it opens. */
declare var LEGACY_ACTIONS: Record<string, string>;

interface Window {
  /** Read by tests and benchmarks: no request pending and no sign-in under way. */
  __scrm: { readonly idle: boolean; readonly hash: string };
}

/** State the modal helpers keep on the modal window element (60-modal.js). */
interface HTMLElement {
  _proceed?: () => void;
  _pick?: (picked: unknown) => void;
  _multi?: boolean;
  _module?: string;
}
