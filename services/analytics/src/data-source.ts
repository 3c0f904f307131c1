// For the TypeORM CLI only (migration:generate / migration:run via scripts/migration.mjs).
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { entities, migrations } from './schema';

export default new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, entities, migrations });
