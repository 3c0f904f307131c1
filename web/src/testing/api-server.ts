import { setupServer } from 'msw/node';

/**
 * The gateway as far as a component test needs it: each test adds the handlers it needs
 * (`server.use(...)`); a call no handler answers fails the test.
 */
export const server = setupServer();

export function listenDuringTests(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
