import { newsSummaryFromText } from '@site/contracts';
import { htmlToText } from '@site/service-kit';

/** The summary made from sanitised content HTML: its text's first 150 characters, '...' when longer. */
export function makeNewsSummary(html: string): string {
  return newsSummaryFromText(htmlToText(html));
}

/** Something that looks like markup: a tag, a comment, a doctype or an entity. */
const MARKUP = /<[a-z!/?]|&(?:[a-z]+|#\d+|#x[\da-f]+);/i;

/**
 * A summary someone wrote is kept as plain text: whitespace collapsed, and markup (if any)
 * reduced to its text, so a summary never carries HTML whatever shows it.
 */
export function plainSummary(summary: string): string {
  const text = MARKUP.test(summary) ? htmlToText(summary) : summary;
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether sanitised content shows anything: some text, or a picture. */
export function hasVisibleContent(html: string): boolean {
  return htmlToText(html) !== '' || /<img\s/i.test(html);
}
