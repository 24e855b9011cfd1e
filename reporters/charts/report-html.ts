/**
 * `report.html` (issue 58): one self-contained file that opens from disk. Charts are inline SVG,
 * each followed by the table it was drawn from (its text equivalent for screen readers and for
 * copying numbers), the style is inline and a Content-Security-Policy forbids every request, so
 * the page can fetch nothing and run nothing. All text is escaped: agent names are agent text.
 */
import { specTable, type ChartSpec } from './chart-spec';

/** A block of a section. `href`s are relative paths or URLs made by the caller, never agent text. */
export type HtmlBlock =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'chart'; spec: ChartSpec; svg: string }
  | { kind: 'table'; caption: string; rows: string[][] }
  | { kind: 'links'; items: { text: string; href?: string; note?: string }[] };

export interface HtmlSection {
  heading: string;
  blocks: HtmlBlock[];
}

/** HTML text escape (element content and quoted attributes). */
export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:1100px;padding:16px 24px 48px;color:#1d1d1f;line-height:1.45}
h1{font-size:1.6rem;margin:.4em 0}h2{font-size:1.25rem;margin-top:2em;border-bottom:1px solid #ddd;padding-bottom:.2em}h3{font-size:1.05rem;margin:.2em 0 .4em}
figure.chart{margin:1.2em 0 2em;padding:12px;border:1px solid #e3e3e8;border-radius:6px;background:#fff}
figure.chart svg{max-width:100%;height:auto;display:block}
figcaption{font-size:.9rem;color:#444;margin:.4em 0 .8em}
table{border-collapse:collapse;font-size:.85rem;margin:.4em 0 1em;display:block;overflow-x:auto}
caption{text-align:left;font-weight:600;padding:.2em 0 .4em}
th,td{border:1px solid #d8d8de;padding:3px 8px;text-align:right;white-space:nowrap}
th[scope=row],thead th:first-child{text-align:left}thead th{background:#f4f4f7}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85rem}pre{background:#f6f6f8;padding:8px;overflow-x:auto}
.muted{color:#555}
`;

function table(caption: string, rows: string[][], attrs = ''): string {
  const [head, ...body] = rows;
  return (
    `<table${attrs}><caption>${escapeHtml(caption)}</caption>` +
    `<thead><tr>${head.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead>` +
    `<tbody>${body.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${escapeHtml(c)}</th>` : `<td>${escapeHtml(c)}</td>`)).join('')}</tr>`).join('')}</tbody></table>`
  );
}

function block(b: HtmlBlock): string {
  switch (b.kind) {
    case 'text':
      return `<p>${escapeHtml(b.text)}</p>`;
    case 'code':
      return `<pre><code>${escapeHtml(b.text)}</code></pre>`;
    case 'table':
      return table(b.caption, b.rows);
    case 'links':
      return `<ul>${b.items
        .map(
          (l) =>
            `<li>${l.href ? `<a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a>` : escapeHtml(l.text)}${l.note ? ` <span class="muted">${escapeHtml(l.note)}</span>` : ''}</li>`,
        )
        .join('')}</ul>`;
    case 'chart': {
      const id = escapeHtml(b.spec.id);
      return (
        `<figure class="chart" id="chart-${id}" data-chart="${id}" aria-labelledby="chart-${id}-title">` +
        `<h3 id="chart-${id}-title">${escapeHtml(b.spec.title)}</h3>${b.svg}` +
        `<figcaption>${escapeHtml(b.spec.description)} The table below holds every number the chart shows.</figcaption>` +
        `${table(`Data of the chart: ${b.spec.title}`, specTable(b.spec), ` data-chart-table="${id}"`)}</figure>`
      );
    }
  }
}

/** The whole page. `lead`: paragraphs under the title (run configuration, how to read). */
export function reportHtml(o: { title: string; lead: string[]; sections: HtmlSection[] }): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(o.title)}</title><style>${STYLE}</style></head><body>`,
    `<header><h1>${escapeHtml(o.title)}</h1>${o.lead.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</header><main>`,
    ...o.sections.map((s) => `<section><h2>${escapeHtml(s.heading)}</h2>${s.blocks.map(block).join('\n')}</section>`),
    '</main></body></html>',
    '',
  ].join('\n');
}
