import {
  AnalyticsRpc,
  CatalogEvents,
  CatalogRpc,
  ContactEvents,
  ContactRpc,
  ContentEvents,
  ContentRpc,
  type EventContract,
  eventStreamName,
  healthRpc,
  IdentityEvents,
  IdentityRpc,
  type RpcContract,
  SERVICE_NAMES,
  type ServiceName,
  VISIT_CONSUMER,
  VisitEvents,
  visitStreamName,
} from '@site/contracts';
import { ConfigError } from './config';
import { eventSubject } from './event-bus';

/** The apps with a NATS identity of their own; each one's user name is its app name. */
export type NatsApp = ServiceName | 'gateway';
export const NATS_APPS: readonly NatsApp[] = [...SERVICE_NAMES, 'gateway'];

type Contracts = Record<string, RpcContract>;
type Events = Record<string, EventContract>;

/** What each service answers and announces: its own contract objects, nothing else. */
const OWN: Record<ServiceName, { rpc: Contracts; events: Events }> = {
  catalog: { rpc: CatalogRpc, events: CatalogEvents },
  content: { rpc: ContentRpc, events: ContentEvents },
  identity: { rpc: IdentityRpc, events: IdentityEvents },
  analytics: { rpc: AnalyticsRpc, events: {} },
  contact: { rpc: ContactRpc, events: ContactEvents },
};

/**
 * Who calls whom: the one hand-kept part of the NATS permissions (the subjects come from the
 * contracts). Add a line here when a service starts calling, publishing or reading something new;
 * the permission test (test/integration/nats-permissions.int-spec.ts) fails otherwise.
 */
interface Access {
  /** Request subjects the app may call. */
  calls: RpcContract[];
  /** Events the app publishes beyond its own (the gateway announces a read article). */
  publishes: EventContract[];
  /** Events the app follows live (core subscriptions; caches). */
  follows: EventContract[];
  /** Durable consumers on the event stream. */
  eventConsumers: string[];
  /** Publishes visits to the visit stream (gateway) or consumes them (analytics). */
  visits?: 'publish' | 'consume';
}

const everyRpc = (): RpcContract[] => [
  ...SERVICE_NAMES.flatMap((s) => Object.values(OWN[s].rpc)),
  ...SERVICE_NAMES.map((s) => healthRpc(s)),
];
const everyEvent = (): EventContract[] => SERVICE_NAMES.flatMap((s) => Object.values(OWN[s].events));

export const NATS_ACCESS: Record<NatsApp, Access> = {
  gateway: {
    calls: everyRpc(),
    publishes: [ContentEvents.newsViewed],
    follows: everyEvent(),
    eventConsumers: [],
    visits: 'publish',
  },
  catalog: { calls: [ContentRpc.categoryUsageCount], publishes: [], follows: [], eventConsumers: [] },
  content: {
    calls: [
      CatalogRpc.categoryList,
      CatalogRpc.categoryGet,
      CatalogRpc.categoryDescendants,
      // The media usage index's rebuild (services/content/src/media/media-usage.service.ts).
      CatalogRpc.mediaUsageList,
      ContentRpc.mediaUsageList,
      ContactRpc.mediaUsageList,
      IdentityRpc.mediaUsageList,
    ],
    publishes: [],
    follows: [CatalogEvents.categoryCreated, CatalogEvents.categoryUpdated, CatalogEvents.categoryDeleted],
    // VIEWS_CONSUMER in services/content/src/news/news-views.counter.ts; MEDIA_USAGE_CONSUMER in media-usage.service.ts
    eventConsumers: ['content-views', 'content-media-usage'],
  },
  identity: {
    calls: [CatalogRpc.productGet],
    publishes: [],
    follows: [],
    // SEARCH_PUSH_CONSUMER in services/identity/src/search-push/search-push.subscriber.ts
    eventConsumers: ['identity-search-push'],
  },
  analytics: { calls: [], publishes: [], follows: [], eventConsumers: [], visits: 'consume' },
  contact: { calls: [IdentityRpc.mailSettingsGet], publishes: [], follows: [], eventConsumers: [] },
};

/** Each app's replies come to inboxes under its own prefix, so no app can read another's answers. */
export const natsInboxPrefix = (app: string) => `_INBOX_${app}`;

export interface NatsPermissions {
  publish: string[];
  subscribe: string[];
}

const api = (...parts: string[]) => `$JS.API.${parts.join('.')}`;
/** Find, create and update one stream (every app that publishes to it or reads it ensures it at start). */
const streamAccess = (stream: string) => [
  api('STREAM.INFO', stream),
  api('STREAM.CREATE', stream),
  api('STREAM.UPDATE', stream),
];
/** Create, read, ack and set aside messages of one durable consumer. */
const consumerAccess = (stream: string, durable: string): NatsPermissions => ({
  publish: [
    api('CONSUMER.CREATE', stream, durable),
    api('CONSUMER.CREATE', stream, durable, '>'),
    api('CONSUMER.DURABLE.CREATE', stream, durable),
    api('CONSUMER.INFO', stream, durable),
    api('CONSUMER.MSG.NEXT', stream, durable),
    `$JS.ACK.${stream}.${durable}.>`,
    // Dead letters: read once more, then removed from the stream (jetstream-consumer.ts).
    api('STREAM.MSG.GET', stream),
    api('STREAM.MSG.DELETE', stream),
  ],
  subscribe: [`$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES.${stream}.${durable}`],
});

/** The subjects one app may publish to and subscribe to, derived from the contracts and NATS_ACCESS. */
export function natsPermissions(app: NatsApp, prefix = ''): NatsPermissions {
  const access = NATS_ACCESS[app];
  const own = app === 'gateway' ? null : OWN[app];
  const events = eventStreamName(prefix);
  const visits = visitStreamName(prefix);
  const consumers = access.eventConsumers.map((durable) => consumerAccess(events, durable));
  if (access.visits === 'consume') consumers.push(consumerAccess(visits, VISIT_CONSUMER));
  const publish = [
    ...access.calls.map((c) => `${prefix}${c.subject}`),
    ...[...Object.values(own?.events ?? {}), ...access.publishes].map((e) => eventSubject(prefix, e.subject)),
    api('INFO'),
    ...streamAccess(events),
    ...(access.visits ? streamAccess(visits) : []),
    ...(access.visits === 'publish' ? [`${prefix}${VisitEvents.visitLogged.subject}`] : []),
    ...consumers.flatMap((c) => c.publish),
  ];
  const subscribe = [
    `${natsInboxPrefix(app)}.>`,
    ...(own ? [...Object.values(own.rpc), healthRpc(app as ServiceName)].map((c) => `${prefix}${c.subject}`) : []),
    ...access.follows.map((e) => eventSubject(prefix, e.subject)),
    ...consumers.flatMap((c) => c.subscribe),
  ];
  return { publish: [...new Set(publish)].sort(), subscribe: [...new Set(subscribe)].sort() };
}

/** The environment variable the NATS server reads an app's password from. */
export const natsPasswordVariable = (app: NatsApp) => `NATS_${app.toUpperCase()}_PASSWORD`;

const quote = (s: string) => JSON.stringify(s);
const list = (items: string[], indent: string) =>
  `[\n${items.map((i) => `${indent}  ${quote(i)},`).join('\n')}\n${indent}]`;

/**
 * The `authorization` block of nats-server's configuration: one user per app, its password read by
 * the server from the environment (`$NATS_<APP>_PASSWORD`, never written in the file), its
 * permissions from natsPermissions. Replies to requests an app received are allowed once each.
 */
export function renderNatsAuthorization(prefix = ''): string {
  const users = NATS_APPS.map((app) => {
    const p = natsPermissions(app, prefix);
    return [
      '    {',
      `      user: ${quote(app)}`,
      `      password: $${natsPasswordVariable(app)}`,
      '      permissions: {',
      `        publish: { allow: ${list(p.publish, '        ')} }`,
      `        subscribe: { allow: ${list(p.subscribe, '        ')} }`,
      '        allow_responses: true',
      '      }',
      '    }',
    ].join('\n');
  });
  return ['authorization {', '  users: [', users.join('\n'), '  ]', '}', ''].join('\n');
}

/** The whole nats-server configuration used by compose and k8s (generated: scripts/nats-config.mjs). */
export function renderNatsConfig(): string {
  return [
    '# GENERATED by `node scripts/nats-config.mjs` from libs/service-kit/src/nats-access.ts; do not edit.',
    '# One NATS user per app; passwords come from the environment of the nats-server process.',
    '# Ports and JetStream come from the command line: nats-server -c nats.conf -js -sd /data -m 8222',
    renderNatsAuthorization(''),
  ].join('\n');
}

/**
 * Connection options for an app's NATS user: its credentials and its own inbox prefix (which its
 * permissions allow). Empty without NATS_USER: the open NATS of `npm start` and the tests.
 */
export function natsAuthOptions(config: { NATS_USER?: string; NATS_PASSWORD?: string }): {
  user?: string;
  pass?: string;
  inboxPrefix?: string;
} {
  if (!config.NATS_USER && !config.NATS_PASSWORD) return {};
  if (!config.NATS_USER || !config.NATS_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  NATS_USER and NATS_PASSWORD must be set together');
  }
  return { user: config.NATS_USER, pass: config.NATS_PASSWORD, inboxPrefix: natsInboxPrefix(config.NATS_USER) };
}

/** The same configuration as a ConfigMap for k8s/base (mounted by the NATS StatefulSet). */
export function renderNatsConfigMap(): string {
  const body = renderNatsConfig()
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `    ${line}` : ''))
    .join('\n');
  return [
    '# GENERATED by `node scripts/nats-config.mjs` (libs/service-kit/src/nats-access.ts); do not edit.',
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    '  name: nats-config',
    '  labels:',
    '    app.kubernetes.io/name: nats',
    '    app.kubernetes.io/part-of: site',
    'data:',
    '  nats.conf: |',
    body,
    '',
  ].join('\n');
}
