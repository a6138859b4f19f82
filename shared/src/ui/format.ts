// Money is integer cents in the API; the UI shows ¥ with two decimals (PRODUCT.md §3).
export function formatCents(cents: number | null | undefined): string {
  const value = Number.isFinite(cents) ? (cents as number) : 0;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.round(value));
  const yuan = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
}
