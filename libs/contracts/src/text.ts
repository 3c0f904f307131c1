import { z } from 'zod';

/**
 * One rule for every string the API takes: no NUL (PostgreSQL refuses it in text) and no unpaired
 * UTF-16 surrogate (not valid Unicode, refused when encoded to UTF-8). Checked in every schema,
 * so hostile text is a 400 that names the field, never a 500 from the database.
 */
export function isCleanText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

export const invalidTextMessage = (label: string) => `${label}包含无效字符`;

/**
 * A string field under the text rule. `label` is the field's Chinese name for the messages;
 * `typeMessage` is the answer when the value is missing or not a string.
 */
export const text = (label = '请求内容', typeMessage = `${label}必须是文字`) =>
  z.string(typeMessage).refine(isCleanText, invalidTextMessage(label));

/** Strict ids: a positive integer, or its plain decimal spelling (no sign, spaces, zeros in front, hex, exponent). */
export const ID_PATTERN = /^[1-9]\d{0,15}$/;
export const MAX_ID = 2147483647;

/** An id in a path or a body; `message` names the field. Anything but a number or a strict decimal string is refused. */
export const idField = (message: string, requiredMessage = message) =>
  z.preprocess(
    (v) => (typeof v === 'string' && ID_PATTERN.test(v) ? Number(v) : v),
    z.number(requiredMessage).int(message).positive(message).max(MAX_ID, message),
  );
