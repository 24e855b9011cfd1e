/**
 * The legacy page frame: SuiteCRM 7 "suite8"-style markup (own wording), the stylesheet, and the
 * script that tells the shell where the iframe is (replica contract §1.3). Pages rendered as
 * the answer to a POST do not report their location: the shell mirrors only GET landings.
 */
import type { Child } from 'hono/jsx';
import { raw } from 'hono/html';
import { CSS } from './style';

/** Options of one legacy page. */
export interface PageOptions {
  title: string;
  /** Report `location.href` to the shell (false for POST answers and the documented exceptions). */
  mirror: boolean;
  /** Stable mode: also send the page text so the shell can keep a copy in the top document. */
  summary: boolean;
  /** Module name for the body class (`Meetings`, `Emails` …). */
  module: string;
  children?: Child;
  /** Extra script run after the page (already trusted, built by the replica). */
  script?: string;
}

function frameScript(mirror: boolean, summary: boolean): string {
  return `(function(){
  if (window.parent === window) return;
  function post(m){ try { window.parent.postMessage(m, '*'); } catch (e) {} }
  ${mirror ? "post({ type: 'scrm-legacy-location', href: location.href });" : ''}
  function height(){ post({ type: 'scrm-legacy-height', height: document.documentElement.scrollHeight }); }
  height(); window.addEventListener('load', height);
  if (window.ResizeObserver) new ResizeObserver(height).observe(document.body);
  ${summary ? `var WATCH = { childList: true, subtree: true, characterData: true };
  var mo = window.MutationObserver ? new MutationObserver(summary) : null;
  // The text a reader sees: a closed <select> shows its selected option only, while innerText
  // would list every option (a closed Status select would show 'Held' and 'Not Held' too).
  function shownText(m){
    var swaps = [];
    Array.prototype.forEach.call(m.querySelectorAll('select'), function(s){
      if (s.multiple || s.size > 1) return;
      var span = document.createElement('span'), o = s.options[s.selectedIndex];
      span.textContent = o ? o.text : '';
      s.parentNode.insertBefore(span, s);
      swaps.push([s, span, s.style.display]);
      s.style.display = 'none';
    });
    var t = m.innerText || '';
    swaps.forEach(function(x){ x[1].remove(); x[0].style.display = x[2]; });
    return t;
  }
  function summary(){ var m = document.querySelector('.legacy-main') || document.body;
    if (mo) mo.disconnect();
    var t = shownText(m);
    if (mo) { mo.takeRecords(); mo.observe(document.body, WATCH); }
    post({ type: 'scrm-legacy-summary', text: t.slice(0, 5000) }); }
  summary(); document.addEventListener('change', summary);` : ''}
})();`;
}

/** Full HTML document of a legacy page. */
export function Page(o: PageOptions) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>SuiteCRM</title>
        <style>{raw(CSS)}</style>
      </head>
      <body class={`legacy module-${o.module}`}>
        <div id="bootstrap-container" class="container-fluid legacy-main">
          <div class="moduleTitle">
            <h2 class="module-title-text">{o.title}</h2>
          </div>
          {o.children}
        </div>
        {o.script ? <script>{raw(o.script)}</script> : ''}
        <script>{raw(frameScript(o.mirror, o.summary))}</script>
      </body>
    </html>
  );
}

/** One label/value cell pair of a detail or edit panel. */
export function Field(props: { label: string; name: string; required?: boolean; children?: Child }) {
  return (
    <div class="col-xs-12 col-sm-6 detail-view-row-item">
      <div class="col-xs-12 col-sm-4 label" data-label={props.name}>
        {props.label}:{props.required ? <span class="required">*</span> : ''}
      </div>
      <div class="col-xs-12 col-sm-8 field-value" field={props.name}>
        {props.children}
      </div>
    </div>
  );
}

/** A titled panel (`div.panel` with heading) grouping fields or a subpanel table. */
export function Panel(props: { title: string; id?: string; children?: Child }) {
  return (
    <div class="panel panel-default" id={props.id}>
      <div class="panel-heading">
        <h4 class="panel-title">{props.title}</h4>
      </div>
      <div class="panel-body">{props.children}</div>
    </div>
  );
}
