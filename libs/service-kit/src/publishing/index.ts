export * from './publishing.entity';
export * from './revision-store';
export * from './preview-link-store';
export * from './schedule-poller';
export * from './publication';
export * from './workflow';
export * from './publishing-columns';
export * from './publishing-service';
