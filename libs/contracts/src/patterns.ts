import type { ServiceName } from './services';

/**
 * NATS subjects. Requests are `<service>.<object>.<verb>`; events are the same shape
 * with a past-tense verb and are published after the write commits.
 */
export const healthPattern = (service: ServiceName) => `${service}.health.check` as const;

export const Patterns = {
  identity: {
    publicSettingsGet: 'identity.public-settings.get',
  },
} as const;

export const Events = {
  analytics: {
    visitLogged: 'analytics.visit.logged',
  },
} as const;
