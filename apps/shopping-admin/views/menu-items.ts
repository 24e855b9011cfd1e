/**
 * The Magento admin's left menu as data (shopping-admin-replica.md 2): its level-0 items, their
 * groups and links, and the titles of the stub pages the links lead to. Rendered by `layout.ts`.
 */

/** Level-0 menu items: id, label, and groups of [label, path] (paths under `/admin/`). */
export const MENU: [string, string, [string, [string, string][]][] | string][] = [
  ['menu-magento-backend-dashboard', 'Dashboard', 'admin/dashboard/'],
  [
    'menu-magento-sales-sales',
    'Sales',
    [
      [
        'Operations',
        [
          ['Orders', 'sales/order/'],
          ['Invoices', 'sales/invoice/'],
          ['Shipments', 'sales/shipment/'],
          ['Credit Memos', 'sales/creditmemo/'],
          ['Billing Agreements', 'paypal/billing_agreement/'],
          ['Transactions', 'sales/transactions/'],
        ],
      ],
    ],
  ],
  [
    'menu-magento-catalog-catalog',
    'Catalog',
    [
      [
        'Inventory',
        [
          ['Products', 'catalog/product/'],
          ['Categories', 'catalog/category/'],
        ],
      ],
    ],
  ],
  [
    'menu-magento-customer-customer',
    'Customers',
    [
      [
        '',
        [
          ['All Customers', 'customer/index/'],
          ['Now Online', 'customer/online/'],
          ['Customer Groups', 'customer/group/'],
        ],
      ],
    ],
  ],
  [
    'menu-magento-backend-marketing',
    'Marketing',
    [
      [
        'Promotions',
        [
          ['Catalog Price Rule', 'catalog_rule/promo_catalog/'],
          ['Cart Price Rules', 'sales_rule/promo_quote/'],
        ],
      ],
      [
        'Communications',
        [
          ['Email Templates', 'admin/email_template/'],
          ['Newsletter Templates', 'newsletter/template/'],
          ['Newsletter Queue', 'newsletter/queue/'],
          ['Newsletter Subscribers', 'newsletter/subscriber/'],
        ],
      ],
      [
        'SEO & Search',
        [
          ['URL Rewrites', 'admin/url_rewrite/index/'],
          ['Search Terms', 'search/term/index/'],
          ['Search Synonyms', 'search/synonyms/index/'],
          ['Site Map', 'admin/sitemap/'],
        ],
      ],
      [
        'User Content',
        [
          ['All Reviews', 'review/product/'],
          ['Pending Reviews', 'review/product/pending/'],
        ],
      ],
    ],
  ],
  [
    'menu-magento-backend-content',
    'Content',
    [
      [
        'Elements',
        [
          ['Pages', 'cms/page/'],
          ['Blocks', 'cms/block/'],
          ['Widgets', 'admin/widget_instance/'],
        ],
      ],
      [
        'Design',
        [
          ['Configuration', 'theme/design_config/'],
          ['Themes', 'admin/system_design_theme/'],
          ['Schedule', 'admin/system_design/'],
        ],
      ],
    ],
  ],
  [
    'menu-magento-reports-report',
    'Reports',
    [
      [
        'Marketing',
        [
          ['Products in Cart', 'reports/report_shopcart/product/'],
          ['Search Terms', 'search/term/report/'],
          ['Abandoned Carts', 'reports/report_shopcart/abandoned/'],
        ],
      ],
      [
        'Reviews',
        [
          ['By Customers', 'reports/report_review/customer/'],
          ['By Products', 'reports/report_review/product/'],
        ],
      ],
      [
        'Sales',
        [
          ['Orders', 'reports/report_sales/sales/'],
          ['Tax', 'reports/report_sales/tax/'],
          ['Invoiced', 'reports/report_sales/invoiced/'],
          ['Shipping', 'reports/report_sales/shipping/'],
          ['Refunds', 'reports/report_sales/refunded/'],
          ['Coupons', 'reports/report_sales/coupons/'],
        ],
      ],
      [
        'Customers',
        [
          ['Order Total', 'reports/report_customer/totals/'],
          ['Order Count', 'reports/report_customer/orders/'],
          ['New', 'reports/report_customer/accounts/'],
        ],
      ],
      [
        'Products',
        [
          ['Views', 'reports/report_product/viewed/'],
          ['Bestsellers', 'reports/report_sales/bestsellers/'],
          ['Low Stock', 'reports/report_product/lowstock/'],
          ['Ordered', 'reports/report_product/sold/'],
          ['Downloads', 'reports/report_product/downloads/'],
        ],
      ],
      ['Statistics', [['Refresh Statistics', 'reports/report_statistics/']]],
    ],
  ],
  [
    'menu-magento-backend-stores',
    'Stores',
    [
      [
        'Settings',
        [
          ['All Stores', 'admin/system_store/'],
          ['Configuration', 'admin/system_config/'],
          ['Terms and Conditions', 'checkout/agreement/'],
          ['Order Status', 'sales/order_status/'],
        ],
      ],
      [
        'Inventory',
        [
          ['Sources', 'inventory/source/'],
          ['Stocks', 'inventory/stock/'],
        ],
      ],
      [
        'Taxes',
        [
          ['Tax Rules', 'tax/rule/'],
          ['Tax Zones and Rates', 'tax/rate/'],
        ],
      ],
      [
        'Currency',
        [
          ['Currency Rates', 'admin/system_currency/'],
          ['Currency Symbols', 'admin/system_currencysymbol/'],
        ],
      ],
      [
        'Attributes',
        [
          ['Product', 'catalog/product_attribute/'],
          ['Attribute Set', 'catalog/product_set/'],
          ['Rating', 'review/rating/'],
        ],
      ],
      ['Other Settings', [['Customer Groups', 'customer/group/']]],
    ],
  ],
  [
    'menu-magento-backend-system',
    'System',
    [
      [
        'Data Transfer',
        [
          ['Import', 'admin/import/'],
          ['Export', 'admin/export/'],
          ['Import History', 'admin/history/'],
        ],
      ],
      ['Extensions', [['Integrations', 'admin/integration/']]],
      [
        'Tools',
        [
          ['Cache Management', 'admin/cache/'],
          ['Index Management', 'indexer/indexer/list/'],
        ],
      ],
      [
        'Permissions',
        [
          ['All Users', 'admin/user/'],
          ['Locked Users', 'admin/locks/'],
          ['User Roles', 'admin/user_role/'],
        ],
      ],
      ['Action Logs', [['Bulk Actions', 'bulk/index/']]],
      [
        'Other Settings',
        [
          ['Notifications', 'admin/notification/'],
          ['Custom Variables', 'admin/system_variable/'],
          ['Manage Encryption Key', 'admin/crypt_key/'],
        ],
      ],
    ],
  ],
  ['menu-magento-marketplace-partners', 'Find Partners & Extensions', 'marketplace/index/'],
];

/** Titles of the stub pages the menu leads to, by path under `/admin/` (without the trailing slash). */
export const MENU_TITLES: Map<string, string> = new Map(
  MENU.flatMap(([, label, groups]) =>
    typeof groups === 'string' ? [[groups.replace(/\/$/, ''), label]] : groups.flatMap(([, items]) => items.map(([l, p]) => [p.replace(/\/$/, ''), l])),
  ) as [string, string][],
);
