// Unit tests that hash passwords at production cost need more than jest's 5 s on a loaded machine.
jest.setTimeout(30_000);
