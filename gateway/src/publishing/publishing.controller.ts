import { Controller, Delete, Get, HttpCode, Post, Put, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  baseVersionSchema,
  previewLinkInputSchema,
  type publishingRpc,
  scheduleInputSchema,
  type SessionUser,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { Actor } from '../auth/actor.decorator';
import { DropsTags } from '../cache/cache-tags';
import { IdParam, openApiSchema, ValidBody } from '../common/params';
import { autosaveBodySchema } from './publishing-params';

/** One record type's publishing calls (libs/contracts/src/publishing.ts). */
export type PublishingCalls = ReturnType<typeof publishingRpc>;

export interface PublishingRoutes {
  /** The record's API path, without a leading slash: `api/news` serves `/api/news/{id}/publish` and the rest. */
  path: string;
  /** Its OpenAPI tag. */
  apiTag: string;
  /** In the audit log's Chinese names and the docs: 新闻 (发布新闻, 恢复新闻版本…). */
  noun: string;
  /** In English, for the docs: `article`. */
  what: string;
  calls: PublishingCalls;
  /** The cache tags of what the public site shows of record `id` (its page and the lists). */
  publicTags: (id: string) => string[];
  /** The most characters of JSON an autosave may send: as much as the record's own body. */
  autosaveMaxChars: number;
}

/**
 * Drafts, schedules, revisions and preview links of one record type, as routes under its path
 * (docs/publishing.md): news now, products and pages with the same suffixes later, each one call
 * of this with its `publishingRpc` object. Editors and admins write; any staff member reads. The
 * writes that can change the public site drop its cache tags on this gateway before answering;
 * the other replicas follow the service's events (newsPublished, newsUnpublished).
 */
export function publishingController(routes: PublishingRoutes): Type<unknown> {
  const { calls, noun, what } = routes;
  const drops = DropsTags(({ params }) => routes.publicTags(params.id));
  const autosaveBody = autosaveBodySchema(routes.autosaveMaxChars);

  @ApiTags(routes.apiTag)
  @Controller(routes.path)
  @Access('editor')
  class PublishingController {
    constructor(readonly rpc: RpcClient) {}

    @Post(':id/publish')
    @HttpCode(200)
    @AuditAction(`发布${noun}`)
    @drops
    @ApiOperation({
      summary: `Publish the ${what}'s working copy now ({ version? }: the version the editor showed; 409 when it changed since)`,
    })
    @ApiOkResponse({ schema: openApiSchema(calls.publish.reply) })
    publish(
      @IdParam() id: number,
      @ValidBody(baseVersionSchema) body: z.infer<typeof baseVersionSchema>,
      @Actor() actor: SessionUser,
    ) {
      return this.rpc.call(calls.publish, { id, actor, version: body.version });
    }

    @Post(':id/unpublish')
    @HttpCode(200)
    @AuditAction(`下线${noun}`)
    @drops
    @ApiOperation({ summary: `Take the ${what} off the public site (its working copy and history stay)` })
    @ApiOkResponse({ schema: openApiSchema(calls.unpublish.reply) })
    unpublish(@IdParam() id: number, @Actor() actor: SessionUser) {
      return this.rpc.call(calls.unpublish, { id, actor });
    }

    @Post(':id/schedule')
    @HttpCode(200)
    @AuditAction(`定时发布${noun}`)
    @drops
    @ApiOperation({
      summary: `Publish the ${what}'s working copy at publish_at, and take it down at unpublish_at if given (times with their zone, in the future)`,
    })
    @ApiOkResponse({ schema: openApiSchema(calls.schedule.reply) })
    schedule(
      @IdParam() id: number,
      @ValidBody(scheduleInputSchema) body: z.infer<typeof scheduleInputSchema>,
      @Actor() actor: SessionUser,
    ) {
      return this.rpc.call(calls.schedule, { id, actor, ...body });
    }

    @Delete(':id/schedule')
    @AuditAction('取消定时发布')
    @drops
    @ApiOperation({ summary: `Cancel the ${what}'s schedule (publish and take-down)` })
    @ApiOkResponse({ schema: openApiSchema(calls.unschedule.reply) })
    unschedule(@IdParam() id: number, @Actor() actor: SessionUser) {
      return this.rpc.call(calls.unschedule, { id, actor });
    }

    @Get(':id/revisions')
    @Access('staff')
    @ApiOperation({ summary: `The ${what}'s revisions, newest first (without their fields)` })
    @ApiOkResponse({ schema: openApiSchema(calls.revisions.reply) })
    revisions(@IdParam() id: number) {
      return this.rpc.call(calls.revisions, { id });
    }

    @Get(':id/revisions/:rev')
    @Access('staff')
    @ApiOperation({ summary: `One revision of the ${what} with its fields as they were` })
    @ApiOkResponse({ schema: openApiSchema(calls.revision.reply) })
    revision(@IdParam() id: number, @IdParam('rev') rev: number) {
      return this.rpc.call(calls.revision, { id, rev });
    }

    /** Makes a draft of the revision: nothing public changes until it is published. */
    @Post(':id/revisions/:rev/restore')
    @HttpCode(200)
    @AuditAction(`恢复${noun}版本`)
    @ApiOperation({
      summary: `Make the revision the ${what}'s working copy (a draft; the live version stays): { record, dropped } (dropped: fields no longer valid)`,
    })
    @ApiOkResponse({ schema: openApiSchema(calls.restore.reply) })
    restore(@IdParam() id: number, @IdParam('rev') rev: number, @Actor() actor: SessionUser) {
      return this.rpc.call(calls.restore, { id, rev, actor });
    }

    @Put(':id/autosave')
    @AuditAction(`自动保存${noun}`)
    @ApiOperation({
      summary: `Keep the editor's form as it stands (an object of its fields, unchecked) as this user's autosave of the ${what}`,
    })
    @ApiOkResponse({ schema: openApiSchema(calls.autosave.reply) })
    autosave(
      @IdParam() id: number,
      @ValidBody(autosaveBody) fields: Record<string, unknown>,
      @Actor() actor: SessionUser,
    ) {
      return this.rpc.call(calls.autosave, { id, actor, fields });
    }

    @Post(':id/preview-links')
    @AuditAction('创建预览链接')
    @ApiOperation({
      summary: `A shareable link to the ${what}'s working copy ({ hours? }, 1 to 168, default 24); only this answer carries its url`,
    })
    @ApiOkResponse({ schema: openApiSchema(calls.previewLinkCreate.reply) })
    previewLinkCreate(
      @IdParam() id: number,
      @ValidBody(previewLinkInputSchema) body: z.infer<typeof previewLinkInputSchema>,
      @Actor() actor: SessionUser,
    ) {
      return this.rpc.call(calls.previewLinkCreate, { id, actor, hours: body.hours });
    }

    @Get(':id/preview-links')
    @Access('staff')
    @ApiOperation({ summary: `The ${what}'s preview links, revoked and expired ones too (without their url)` })
    @ApiOkResponse({ schema: openApiSchema(calls.previewLinkList.reply) })
    previewLinks(@IdParam() id: number) {
      return this.rpc.call(calls.previewLinkList, { id });
    }

    @Delete(':id/preview-links/:link')
    @HttpCode(204)
    @AuditAction('撤销预览链接')
    @ApiOperation({ summary: `Revoke a preview link of the ${what}: it answers 404 from now on` })
    async previewLinkRevoke(@IdParam() id: number, @IdParam('link') link: number, @Actor() actor: SessionUser) {
      await this.rpc.call(calls.previewLinkRevoke, { id, actor, link });
    }
  }
  // One name per record type: OpenAPI's operation ids are the controller's name and the method's.
  const name = `${routes.what.replace(/(?:^|\s+)(\w)/g, (_, c: string) => c.toUpperCase())}PublishingController`;
  Object.defineProperty(PublishingController, 'name', { value: name });
  return PublishingController;
}
