let last = 0;

/** A client address no earlier call in this test file used, so per-IP budgets never meet. */
export function freshIp(): string {
  last += 1;
  return `10.${(last >> 16) & 255}.${(last >> 8) & 255}.${last & 255}`;
}
