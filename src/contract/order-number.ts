// The short number people read out for a kit order ("K-1042"): kit_orders.order_number, from 1001.
// One formatter for every place an order is named (screens, e-mails, the CSV) and one parser for
// what people type into the search box.

const PREFIX = 'K-';

/** "K-1042"; an order known only from a copy saved before numbers existed has none yet. */
export function formatOrderNumber(orderNumber: number): string {
  return `${PREFIX}${orderNumber}`;
}

/** The number in "K-1042", "k1042", "K 1042", "#1042" or "1042"; null for anything else. */
export function parseOrderNumber(text: string): number | null {
  const match = /^\s*(?:k\s*-?\s*|#)?(\d{1,9})\s*$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  return value > 0 ? value : null;
}
