// The outgoing-request guard: every connection the server opens to a destination outside its own
// infrastructure (SMTP relays, search engines, webhooks) goes through resolveAllowed, and
// connects to the address it checked (docs/security.md, "Outgoing requests"; ADR 0008).
export { classifyAddress, parseHost, type AddressClass, type ParsedHost } from './addresses';
export { allowsAddress, allowsName, EMPTY_ALLOW_LIST, parseAllowList, type AllowList } from './allow-list';
export {
  OutgoingRefusedError,
  resolveAllowed,
  type AllowedTarget,
  type LookupAll,
  type OutgoingPolicy,
  type RefusalReason,
} from './resolve';
export { OUTGOING_PURPOSES, outgoingPolicy, refusedLiteral, type OutgoingPurpose } from './policies';
export { guardedAgent, guardedConnector, guardedFetch, type GuardedAgentOptions } from './http';
export { guardedSmtpOptions, type SmtpHostOptions } from './smtp';
export { smtpSettingsComplete, smtpTransportOptions, type SmtpConnectionOptions } from './smtp-settings';
