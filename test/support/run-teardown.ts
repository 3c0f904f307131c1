import { dropDatabasesStartingWith } from './database-templates';

/** Drops every database the run's tests left behind (integration stacks, medium services), all at once. */
export default async function integrationTeardown(): Promise<void> {
  if (process.env.TEST_RUN_ID) await dropDatabasesStartingWith(`t${process.env.TEST_RUN_ID}`);
}
