/**
 * Home: the classic dashboard with dashlets (task 308) and the global search results page.
 */
import type { LegacyRequest } from '../context';
import { page } from '../render';
import { CURRENT_USER_ID, showDateTime } from '../util';

interface Dashlet { id: string; title: string; columns: string[]; rows: (string | { text: string; href: string })[][] }

function myMeetings(r: LegacyRequest): Dashlet {
  const rows = r.db.prepare(`SELECT m.id, m.name, m.date_start, m.status FROM meetings m WHERE m.deleted = 0 AND COALESCE(m.status,'Planned') = 'Planned'
    AND (m.assigned_user_id = ? OR m.id IN (SELECT meeting_id FROM meetings_users WHERE user_id = ? AND deleted = 0)) ORDER BY m.date_start`).all(CURRENT_USER_ID, CURRENT_USER_ID) as Record<string, string>[];
  return { id: 'dashlet_meetings', title: 'My Meetings', columns: ['Subject', 'Start Date', 'Status'], rows: rows.map((m) => [{ text: m.name, href: `index.php?module=Meetings&action=DetailView&record=${m.id}` }, showDateTime(m.date_start), m.status]) };
}

function assigned(r: LegacyRequest, id: string, title: string, table: string, cols: [string, string][], module: string, where = ''): Dashlet {
  let rows: Record<string, string>[] = [];
  try {
    rows = r.db.prepare(`SELECT * FROM ${table} WHERE deleted = 0 AND assigned_user_id = ? ${where} ORDER BY rowid LIMIT 10`).all(CURRENT_USER_ID) as Record<string, string>[];
  } catch { rows = []; }
  return { id, title, columns: cols.map(([l]) => l), rows: rows.map((x) => cols.map(([, c], i) => (i === 0 ? { text: c === 'name' ? x.name : `${x.first_name ?? ''} ${x.last_name ?? ''}`.trim(), href: `index.php?module=${module}&action=DetailView&record=${x.id}` } : x[c] ?? ''))) };
}

/** `module=Home&action=index`: "SuiteCRM Dashboard" tab with five dashlets. */
export function homeDashboard(r: LegacyRequest): Response {
  const dashlets: Dashlet[] = [
    assigned(r, 'dashlet_calls', 'My Calls', 'calls', [['Subject', 'name'], ['Start Date', 'date_start'], ['Status', 'status']], 'Calls', "AND COALESCE(status,'Planned') = 'Planned'"),
    myMeetings(r),
    assigned(r, 'dashlet_opportunities', 'My Top Open Opportunities', 'opportunities', [['Opportunity Name', 'name'], ['Sales Stage', 'sales_stage']], 'Opportunities', "AND COALESCE(sales_stage,'') NOT IN ('Closed Won','Closed Lost')"),
    assigned(r, 'dashlet_accounts', 'My Accounts', 'accounts', [['Name', 'name'], ['City', 'billing_address_city']], 'Accounts'),
    assigned(r, 'dashlet_leads', 'My Leads', 'leads', [['Name', 'last_name'], ['Status', 'status']], 'Leads'),
  ];
  const body = (
    <div class="home-dashboard">
      <ul class="tabs" id="dashboard_tabs"><li class="active"><a href="javascript:void(0)">SuiteCRM Dashboard</a></li></ul>
      <div class="buttons"><input type="button" class="button" id="add_dashlets" value="Add Dashlets" title="Add Dashlets" /> <input type="button" class="button" id="add_tab" value="Add Tab" title="Add Tab" /></div>
      <div class="dashlets" id="dashlets">
        {dashlets.map((d) => (
          <div class="dashletPanel" id={d.id}>
            <div class="dashlet-header">
              <h3 class="dashlet-title">{d.title}</h3>
              <span class="dashlet-tools"><a href="javascript:void(0)" title="Refresh">&#8635;</a> <a href="javascript:void(0)" title="Edit">&#9998;</a> <a href="javascript:void(0)" class="dashlet-remove" title="Remove Dashlet">&#215;</a></span>
            </div>
            <table class="list view">
              <thead><tr>{d.columns.map((c) => <th>{c}</th>)}</tr></thead>
              <tbody>{d.rows.map((row) => <tr>{row.map((c) => <td>{typeof c === 'string' ? c : <a href={c.href}>{c.text}</a>}</td>)}</tr>)}</tbody>
            </table>
            {d.rows.length === 0 ? <p class="dashlet-empty">No data.</p> : ''}
          </div>
        ))}
      </div>
    </div>
  );
  return page(r, { title: 'Home', module: 'Home' }, body);
}

const SEARCH: [string, string, string][] = [
  ['Accounts', 'accounts', 'name'], ['Contacts', 'contacts', "TRIM(COALESCE(first_name,'') || ' ' || COALESCE(last_name,''))"],
  ['Leads', 'leads', "TRIM(COALESCE(first_name,'') || ' ' || COALESCE(last_name,''))"], ['Opportunities', 'opportunities', 'name'],
  ['Cases', 'cases', 'name'], ['Meetings', 'meetings', 'name'],
];

/** `module=Home&action=UnifiedSearch|Search&query_string=…`: matches per module. */
export function homeSearch(r: LegacyRequest): Response {
  const q = r.p('query_string').trim();
  const sections = SEARCH.map(([module, table, expr]) => {
    let rows: { id: string; label: string }[] = [];
    if (q) {
      try { rows = r.db.prepare(`SELECT id, ${expr} AS label FROM ${table} WHERE deleted = 0 AND ${expr} LIKE ? ORDER BY rowid LIMIT 20`).all(`%${q}%`) as { id: string; label: string }[]; } catch { rows = []; }
    }
    return { module, rows };
  }).filter((s) => s.rows.length);
  const body = (
    <div class="search-results">
      <form method="get" action="index.php"><input type="hidden" name="module" value="Home" /><input type="hidden" name="action" value="UnifiedSearch" />
        <input type="text" name="query_string" id="searchFieldMain" value={q} /> <input type="submit" class="button" value="Search" id="searchButton" /></form>
      {sections.length === 0 ? <p id="no_results">No results found for "{q}".</p> : sections.map((s) => (
        <div class="search-section"><h3>{s.module}</h3><table class="list view"><tbody>{s.rows.map((x) => <tr><td><a href={`index.php?module=${s.module}&action=DetailView&record=${x.id}`}>{x.label}</a></td></tr>)}</tbody></table></div>
      ))}
    </div>
  );
  return page(r, { title: 'Search', module: 'Home' }, body);
}
