// No zod here: the public pages' bundle imports this file alone (@site/contracts/price).

export const NEGOTIABLE_PRICE = '价格面议';
/** A price that already names its currency. */
export const CURRENCY = /^[¥$€£]/;

/** A price as the site shows it: a yen sign in front, or 价格面议 when there is none. */
export function formatPrice(price: string | null | undefined): string {
  const text = (price ?? '').trim().replace(/￥/g, '¥');
  if (text === '' || text === NEGOTIABLE_PRICE || text === '面议') return NEGOTIABLE_PRICE;
  return CURRENCY.test(text) ? text : `¥${text}`;
}
