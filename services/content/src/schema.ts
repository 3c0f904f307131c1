// The content database: its tables are declared by these entities, and the migrations (generated from
// them with `npm run migration:generate -- content <Name>`) build exactly that schema; the schema-drift
// test fails when the two differ.
import { CreateNews1764600000000 } from './migrations/1764600000000-create-news';
import { NewsSeoFields1795507532337 } from './migrations/1795507532337-NewsSeoFields';
import { NewsEntity } from './news/news.entity';

export const entities = [NewsEntity];

/** In order; a new one is appended after review. */
export const migrations = [CreateNews1764600000000, NewsSeoFields1795507532337];
