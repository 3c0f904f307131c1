import { testTimeout } from './patience';

// Integration and browser tests start real processes; jest reads testTimeout only globally. The limit grows
// with the machine's load (test/support/patience.ts): it stops a hung test, it does not time a slow one.
jest.setTimeout(testTimeout());
