import { NATS_APPS, natsPasswordVariable, natsPermissions, renderNatsConfig } from '@site/service-kit';
import { readText, readYaml } from './deploy-helpers';

/** The NATS permission files are generated from the contracts (scripts/nats-config.mjs) and kept in step. */
describe('NATS users and permissions', () => {
  it('deploy/nats/nats.conf (compose) is what the contracts give: run `node scripts/nats-config.mjs`', () => {
    expect(readText('deploy/nats/nats.conf')).toBe(renderNatsConfig());
  });

  it('k8s/base/nats-config.yaml carries the same file', () => {
    const configMap = readYaml<{ data: Record<string, string> }>('k8s/base/nats-config.yaml');
    expect(configMap.data['nats.conf']).toBe(renderNatsConfig());
  });

  it('names one user per app, its password read from the environment, never written in the file', () => {
    const config = renderNatsConfig();
    for (const app of NATS_APPS) {
      expect(config).toContain(`user: "${app}"\n      password: $${natsPasswordVariable(app)}\n`);
    }
    expect(config.match(/password:/g)).toHaveLength(NATS_APPS.length);
  });

  it('lets each service answer only its own subjects and call only what it uses', () => {
    const catalog = natsPermissions('catalog');
    expect(catalog.subscribe.filter((s) => !s.startsWith('_INBOX_catalog.'))).toEqual(
      expect.arrayContaining(['catalog.product.list', 'catalog.health.check']),
    );
    expect(catalog.subscribe.every((s) => /^(catalog\.|_INBOX_catalog\.)/.test(s))).toBe(true);
    expect(catalog.publish).toContain('content.category-usage.count');
    expect(catalog.publish).not.toContain('identity.user.create');
    expect(catalog.publish.filter((s) => s.startsWith('events.')).every((s) => s.startsWith('events.catalog.'))).toBe(
      true,
    );
    expect(natsPermissions('contact').publish).toContain('identity.mail-settings.get');
    // Identity asks the catalog whether a changed product is published (search-engine pushes), nothing else.
    expect(natsPermissions('identity').publish.filter((s) => /^(catalog|content|contact|analytics)\./.test(s))).toEqual(
      ['catalog.product.get'],
    );
    // No wildcard beyond the app's own inbox, its consumers' acks and one durable's filtered create.
    for (const app of NATS_APPS) {
      const { publish, subscribe } = natsPermissions(app);
      const wild = [...publish, ...subscribe].filter((s) => /[>*]/.test(s));
      expect(
        wild.every((s) =>
          /^(_INBOX_[a-z]+\.>|\$JS\.ACK\.[A-Z]+\.[a-z-]+\.>|\$JS\.API\.CONSUMER\.CREATE\..+\.>)$/.test(s),
        ),
      ).toBe(true);
    }
  });

  it('limits the JetStream API: only the visit stream’s two apps touch it, only consumers name their durables', () => {
    for (const app of NATS_APPS) {
      const visits = natsPermissions(app).publish.filter((s) => s.includes('VISITS'));
      expect(visits.length > 0).toBe(app === 'gateway' || app === 'analytics');
      const consumers = natsPermissions(app).publish.filter((s) => s.includes('CONSUMER.'));
      expect(consumers.length > 0).toBe(['content', 'identity', 'analytics'].includes(app));
    }
    expect(natsPermissions('gateway').publish).not.toContain('$JS.API.CONSUMER.MSG.NEXT.VISITS.analytics-visits');
  });
});
