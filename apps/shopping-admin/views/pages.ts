/**
 * Pages no check reads but agents pass through (shopping-admin-replica.md 3.4, 4): the Dashboard
 * (Reload Data, the disabled chart, totals, Last Orders whose rows lead to order views, search
 * terms) and the Account Activity pop-up at `/admin/security/session/activity/`.
 */
import { h, type Html } from '../../kit/html';

const ORDERS: [number, string, number, string][] = [
  [308, 'Grace Nguyen', 2, '$139.00'],
  [307, 'Matt Baker', 1, '$29.00'],
  [306, 'Lily Potter', 4, '$198.60'],
  [305, 'Jane Doe', 1, '$54.00'],
  [304, 'Alex Martin', 3, '$121.40'],
];

/** One storefront search (`search_query` row). */
export interface SearchTerm {
  query_text: string;
  num_results: number;
  popularity: number;
}

/** The dashboard; `lastSearches`: the newest search terms, newest first. */
export function dashboardBody(lastSearches: readonly SearchTerm[]): Html {
  return h`<div class="dashboard-container">
<div class="dashboard-diagram-disabled">Chart is disabled. To enable the chart, click <a href="/admin/admin/system_config/edit/section/admin/">here</a>.</div>
<section class="dashboard-advanced-reports"><h2>Advanced Reporting</h2><p>Gain new insights and take command of your business' performance, using our dynamic product, order, and customer reports tailored to your customer data.</p>
<a class="action-default" href="https://docs.magento.com/user-guide/reports/advanced-reporting.html" target="_blank" rel="noopener noreferrer">Go to Advanced Reporting</a></section>
<div class="dashboard-totals"><div class="dashboard-totals-item"><span class="dashboard-totals-label">Lifetime Sales</span> <strong>$38,127.80</strong></div>
<div class="dashboard-totals-item"><span class="dashboard-totals-label">Average Order</span> <strong>$123.79</strong></div>
<div class="dashboard-totals-item"><span>Revenue</span> <strong>$0.00</strong></div><div class="dashboard-totals-item"><span>Tax</span> <strong>$0.00</strong></div>
<div class="dashboard-totals-item"><span>Shipping</span> <strong>$0.00</strong></div><div class="dashboard-totals-item"><span>Quantity</span> <strong>0</strong></div></div>
<section class="dashboard-item"><h3 class="dashboard-item-title">Last Orders</h3><table class="data-grid"><thead><tr><th>Customer</th><th>Items</th><th>Total</th></tr></thead><tbody>
${ORDERS.map(([id, who, items, total]) => h`<tr class="data-row js-row-link" data-href="/admin/sales/order/view/order_id/${String(id)}/"><td>${who}</td><td>${String(items)}</td><td>${total}</td></tr>`)}</tbody></table></section>
<section class="dashboard-item"><h3 class="dashboard-item-title">Last Search Terms</h3><table class="data-grid"><thead><tr><th>Search Term</th><th>Results</th><th>Uses</th></tr></thead>
<tbody>${lastSearches.map((t) => h`<tr><td>${t.query_text}</td><td>${String(t.num_results)}</td><td>${String(t.popularity)}</td></tr>`)}</tbody></table></section>
<section class="dashboard-item"><h3 class="dashboard-item-title">Top Search Terms</h3><table class="data-grid"><thead><tr><th>Search Term</th><th>Results</th><th>Uses</th></tr></thead>
<tbody><tr><td>hollister</td><td>1</td><td>19</td></tr><tr><td>Joust Bag</td><td>10</td><td>4</td></tr><tr><td>Antonia Racer Tank</td><td>23</td><td>2</td></tr></tbody></table></section>
<ul class="tabs-horiz"><li><a href="#bestsellers">Bestsellers</a></li><li><a href="#viewed">Most Viewed Products</a></li><li><a href="#new">New Customers</a></li><li><a href="#customers">Customers</a></li></ul>
</div>`;
}

export function accountActivityPage(): Html {
  return h`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Account Activity / Magento Admin</title><link rel="stylesheet" href="/admin/static/styles.css"></head>
<body class="adminhtml-security-session-activity"><main style="padding:16px"><h1 class="page-title">Account Activity</h1>
<p>Concurrent session information:</p><table class="data-grid"><thead><tr><th>IP Address</th><th>Time of session start</th></tr></thead><tbody></tbody></table>
<button type="button" class="action-default" disabled>Log out all other sessions</button>
<p>This computer is using IP address 127.0.0.1.</p></main></body></html>`;
}
