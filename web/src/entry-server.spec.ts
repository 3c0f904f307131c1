/**
 * @jest-environment node
 */
import type { ServerEntry } from '@site/contracts';
import * as entry from './entry-server';

// The gateway loads the built entry with `require`, typed as ServerEntry: this assignment is what keeps
// the two in step (a missing export or another signature fails the type check).
const checked: ServerEntry = entry;

describe('entry-server', () => {
  it('exports what the gateway calls', () => {
    expect(typeof checked.render).toBe('function');
    expect(typeof checked.isServerRenderedPath).toBe('function');
    expect(checked.pageAddress('/products?utm_source=x&category=3')).toBe('/products?category=3');
  });
});
