/** Magento's stock-item rules for a saved quantity (shopping-admin-replica.md 6.3; switch S3 is the seed's flag). */

/**
 * Stock status after a save: qty <= 0 forces Out of Stock (set automatically); a
 * positive qty restores In Stock only when Out of Stock had been set automatically. */
export function stockAfter(before: { is_in_stock: number; stock_auto: number }, qty: number, posted: number): { status: number; auto: number } {
  if (qty <= 0) return { status: 0, auto: 1 };
  if (posted === 0 && before.stock_auto === 1 && before.is_in_stock === 0) return { status: 1, auto: 0 };
  return { status: posted === 0 ? 0 : 1, auto: 0 };
}
