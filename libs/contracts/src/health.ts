export interface HealthReply {
  service: string;
  status: 'ok' | 'degraded';
  database: { up: boolean; latencyMs: number | null };
  uptimeSeconds: number;
  version: string;
}
