import { Module } from '@nestjs/common';
import { PagesController } from './pages.controller';

/** The site pages (issue 34). */
@Module({ controllers: [PagesController] })
export class PagesModule {}
