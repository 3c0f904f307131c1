// Integration and browser tests start real processes; jest reads testTimeout only globally.
jest.setTimeout(90_000);
