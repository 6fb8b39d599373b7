// A decimal number as written: sign, integer digits, fraction digits, exponent.
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Whole cents of an amount, rounded half away from zero on its decimal digits (STATE-03). */
export function toCents(value: number | string): bigint {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`invalid amount: ${value}`);
  // String(1.005) is "1.005": the shortest text that round-trips, i.e. the amount as written, not 1.00499999….
  const text = String(value).trim();
  const match = DECIMAL.exec(text);
  const intPart = match?.[2] ?? '';
  const fracPart = match?.[3] ?? '';
  if (!match || intPart + fracPart === '') throw new RangeError(`invalid amount: ${text}`);
  const exponent = Number(match[4] ?? '0');
  // Shift the decimal point by the exponent on the digit string, so no step goes through binary floating point.
  let digits = intPart + fracPart;
  let point = intPart.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + 3, '0');
  const whole = BigInt(digits.slice(0, point + 2) || '0');
  const roundsUp = (digits[point + 2] ?? '0') >= '5';
  const cents = roundsUp ? whole + 1n : whole;
  return match[1] === '-' ? -cents : cents;
}

/** STATE-03: an amount as text with exactly two decimals, e.g. 1.005 → "1.01", 2 → "2.00", -0.001 → "0.00". */
export function formatMoney(value: number | string): string {
  const cents = toCents(value);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
