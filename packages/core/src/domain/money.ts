const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** GBP in en-GB without decimals (SPEC §1): 15000 → "£15,000". */
export function formatGbp(amount: number): string {
  return gbp.format(amount);
}
