import {
  Controller,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Type,
} from '@nestjs/common';
import type {
  LateSchedule,
  PreviewLinkView,
  publishingRpc,
  RevisionList,
  RevisionSummary,
  RevisionView,
  RpcPayload,
  ScheduledItem,
  SessionUser,
} from '@site/contracts';
import type { z } from 'zod';
import { Handles } from '../handles.decorator';
import type { Done, PublishingTx, PublishingWorkflow, WorkflowRow } from './workflow';

/**
 * One record type's publishing calls, answered with its admin view (`View`) where a record changed.
 * A subclass gives the workflow (made once its own fields exist), its admin view, its preview and its
 * restore; everything else is the same for every type.
 */
export abstract class PublishingService<F extends object, Row extends WorkflowRow, Checked, View, Preview>
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private made: PublishingWorkflow<F, Row, Checked> | null = null;

  /** The fields an autosave keeps: the form's known ones. */
  protected abstract readonly fieldKeys: readonly string[];
  protected abstract makeWorkflow(): PublishingWorkflow<F, Row, Checked>;
  abstract adminView(id: number): Promise<View>;
  /** The working copy behind a preview token, as the public page shows the record. */
  abstract preview(token: string): Promise<Preview>;
  abstract restore(id: number, rev: number, actor: SessionUser): Promise<{ record: View; dropped: string[] }>;

  protected get workflow(): PublishingWorkflow<F, Row, Checked> {
    this.made ??= this.makeWorkflow();
    return this.made;
  }

  onApplicationBootstrap(): void {
    this.workflow.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.workflow.stop();
  }

  /** The first revision of a new record, in its create's transaction (published there too if asked). */
  created(tx: PublishingTx<Row>, id: number, fields: F, actor: SessionUser, publish: boolean): Promise<Done[]> {
    return this.workflow.created(tx, id, fields, actor, publish);
  }

  announce(done: Done[]): Promise<void> {
    return this.workflow.announce(done);
  }

  /** Its revisions and preview links go with a deleted record. */
  forget(tx: PublishingTx<Row>, id: number): Promise<void> {
    return this.workflow.forget(tx.manager, id);
  }

  save(id: number, fields: F, actor: SessionUser, version?: number, publish = false): Promise<void> {
    return this.workflow.save(id, fields, actor, { version, publish });
  }

  /**
   * Saves, then answers the admin view while `saved` says so (an event): both after the commit,
   * neither waiting for the other.
   */
  async saveAndView(
    id: number,
    fields: F,
    actor: SessionUser,
    { version, publish = false }: { version?: number; publish?: boolean },
    saved: () => Promise<void>,
  ): Promise<View> {
    return this.workflow.saveThen(id, fields, actor, { version, publish }, async () => {
      const [view] = await Promise.all([this.adminView(id), saved()]);
      return view;
    });
  }

  async publish(id: number, actor: SessionUser, version?: number): Promise<View> {
    await this.workflow.publish(id, actor, version);
    return this.adminView(id);
  }

  async unpublish(id: number, actor: SessionUser): Promise<View> {
    await this.workflow.unpublish(id, actor);
    return this.adminView(id);
  }

  async schedule(id: number, actor: SessionUser, publishAt: string, unpublishAt: string | null): Promise<View> {
    await this.workflow.schedule(id, actor, publishAt, unpublishAt);
    return this.adminView(id);
  }

  async unschedule(id: number, actor: SessionUser): Promise<View> {
    await this.workflow.unschedule(id, actor);
    return this.adminView(id);
  }

  revisions(id: number): Promise<RevisionList> {
    return this.workflow.list(id);
  }

  revisionOf(id: number, rev: number): Promise<RevisionView> {
    return this.workflow.revision(id, rev);
  }

  /** The user's rolling autosave: the form's known fields as typed. */
  autosave(id: number, actor: SessionUser, fields: Record<string, unknown>): Promise<RevisionSummary> {
    const known = Object.fromEntries(this.fieldKeys.map((key) => [key, fields[key] ?? null]));
    return this.workflow.autosave(id, actor, known);
  }

  previewLinkCreate(id: number, actor: SessionUser, hours: number): Promise<PreviewLinkView> {
    return this.workflow.createLink(id, actor, hours);
  }

  previewLinks(id: number): Promise<{ items: PreviewLinkView[] }> {
    return this.workflow.linkList(id);
  }

  previewLinkRevoke(id: number, link: number): Promise<void> {
    return this.workflow.revokeLink(id, link);
  }

  late(): Promise<{ items: LateSchedule[] }> {
    return this.workflow.late();
  }

  /** Every schedule set, soonest first (the admin's 定时发布). */
  scheduled(): Promise<{ items: ScheduledItem[] }> {
    return this.workflow.scheduled();
  }

  /** One pass of the schedule poller (tests call it directly). */
  runDue(): Promise<number> {
    return this.workflow.runDue();
  }
}

type Calls = ReturnType<typeof publishingRpc<z.ZodType, z.ZodType>>;
type AnyPublishing = PublishingService<object, WorkflowRow, unknown, unknown, unknown>;

/**
 * The NATS handlers of one record type's publishing calls (`calls`, declared by `publishingRpc`),
 * answered by its publishing service (`service`, a provider of the same module).
 */
export function publishingHandlers(calls: Calls, service: Type<AnyPublishing>): Type<unknown> {
  @Controller()
  class PublishingHandlers {
    constructor(@Inject(service) private readonly publishing: AnyPublishing) {}

    @Handles(calls.publish)
    publish({ id, actor, version }: RpcPayload<Calls['publish']>) {
      return this.publishing.publish(id, actor, version);
    }

    @Handles(calls.unpublish)
    unpublish({ id, actor }: RpcPayload<Calls['unpublish']>) {
      return this.publishing.unpublish(id, actor);
    }

    @Handles(calls.schedule)
    schedule({ id, actor, publish_at, unpublish_at }: RpcPayload<Calls['schedule']>) {
      return this.publishing.schedule(id, actor, publish_at, unpublish_at);
    }

    @Handles(calls.unschedule)
    unschedule({ id, actor }: RpcPayload<Calls['unschedule']>) {
      return this.publishing.unschedule(id, actor);
    }

    @Handles(calls.revisions)
    revisions({ id }: RpcPayload<Calls['revisions']>) {
      return this.publishing.revisions(id);
    }

    @Handles(calls.revision)
    revision({ id, rev }: RpcPayload<Calls['revision']>) {
      return this.publishing.revisionOf(id, rev);
    }

    @Handles(calls.restore)
    restore({ id, rev, actor }: RpcPayload<Calls['restore']>) {
      return this.publishing.restore(id, rev, actor);
    }

    @Handles(calls.autosave)
    autosave({ id, actor, fields }: RpcPayload<Calls['autosave']>) {
      return this.publishing.autosave(id, actor, fields);
    }

    @Handles(calls.previewLinkCreate)
    previewLinkCreate({ id, actor, hours }: RpcPayload<Calls['previewLinkCreate']>) {
      return this.publishing.previewLinkCreate(id, actor, hours);
    }

    @Handles(calls.previewLinkList)
    previewLinkList({ id }: RpcPayload<Calls['previewLinkList']>) {
      return this.publishing.previewLinks(id);
    }

    @Handles(calls.previewLinkRevoke)
    previewLinkRevoke({ id, link }: RpcPayload<Calls['previewLinkRevoke']>) {
      return this.publishing.previewLinkRevoke(id, link);
    }

    @Handles(calls.preview)
    preview({ token }: RpcPayload<Calls['preview']>) {
      return this.publishing.preview(token);
    }

    @Handles(calls.late)
    late() {
      return this.publishing.late();
    }

    @Handles(calls.scheduled)
    scheduled() {
      return this.publishing.scheduled();
    }
  }
  Object.defineProperty(PublishingHandlers, 'name', { value: `${service.name}Handlers` });
  return PublishingHandlers;
}

/** What a translation's publishing service is made from: abstract, its language left to say. */
type LanguageBase<S> = abstract new (...args: never[]) => S & { readonly locale: string };

const languageClasses = new Map<unknown, Map<string, Type<unknown>>>();

/**
 * The publishing service of one translated language over `base` (an article's, a page's translations):
 * one Nest provider per language, made once, its name saying which (`PageTranslationPublishing_en`).
 */
export function languagePublishing<S, L extends string>(base: LanguageBase<S>, locale: L, name: string): Type<S> {
  let made = languageClasses.get(base);
  if (!made) languageClasses.set(base, (made = new Map<string, Type<unknown>>()));
  let service = made.get(locale);
  if (!service) {
    // The constructor's parameters are the base's (Nest reads them up the prototype chain).
    @Injectable()
    class LanguagePublishing extends (base as unknown as new (...args: unknown[]) => { locale: string }) {
      override readonly locale = locale;
    }
    Object.defineProperty(LanguagePublishing, 'name', { value: `${name}_${locale}` });
    service = LanguagePublishing;
    made.set(locale, service);
  }
  return service as Type<S>;
}
