/**
 * A digit mask (spec section 5: inputs support a mask). In the pattern '9' takes one digit and
 * any other character is a separator the mask writes itself, so people type only digits:
 * '31121990' with '99.99.9999' reads '31.12.1990'. Other characters typed are dropped, and a
 * separator appears only once a digit follows it, so deleting backwards never gets stuck on one.
 */
export function applyDigitMask(value: string, pattern: string): string {
  const digits = value.replace(/\D/g, '');
  let masked = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '9') {
      masked += digits[next];
      next += 1;
    } else {
      masked += slot;
    }
  }
  return masked;
}
