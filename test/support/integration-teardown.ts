import { dropDatabasesStartingWith } from './database-templates';

/** Drops every database the run's test stacks left behind, all at once. */
export default async function integrationTeardown(): Promise<void> {
  if (process.env.TEST_RUN_ID) await dropDatabasesStartingWith(`t${process.env.TEST_RUN_ID}`);
}
