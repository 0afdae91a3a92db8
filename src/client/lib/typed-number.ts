// What a typed number field holds. A field never turns what the person typed into another number
// (dropping a minus sign made "-1" a valid 1 and sent a real order): the text is read as it stands,
// and the field's rule says what is wrong with it.

/** null when empty, the number typed, or NaN when the text is not a number (the rule then says so). */
export function readTypedNumber(text: string): number | null {
  const trimmed = text.trim().replace(/^[−–]/, '-');
  if (trimmed === '') return null;
  return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The text a number shows as: empty for null (and for NaN, which only typed text produces). */
export function showTypedNumber(value: number | null): string {
  return value === null || Number.isNaN(value) ? '' : String(value);
}
