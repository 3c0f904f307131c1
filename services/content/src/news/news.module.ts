import { Module } from '@nestjs/common';
import { CategoryUsageController } from './category-usage.controller';

/** News (the table, rules and routes arrive with the news issue); for now the category-usage answer. */
@Module({ controllers: [CategoryUsageController] })
export class NewsModule {}
