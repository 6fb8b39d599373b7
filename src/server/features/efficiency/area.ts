import { reportConfigSchema, type ReportConfig } from '../../../shared/schema/efficiency';
import type { ConfigAreaDef } from '../../drafts/area';
import { readReportConfig, writeReportConfig } from './services/report-config';

/**
 * The efficiency monitoring area (ADR 009, 010): which blocks and indicators the efficiency page shows. Publishing
 * writes the document into `efficiency_report_configs`, which getReportConfig answers; the preview is the
 * configuration itself (the page does not vary by role).
 */
export const efficiencyArea: ConfigAreaDef<ReportConfig, ReportConfig> = {
  area: 'efficiency',
  menu: 'effectivenessMonitoringConfig',
  schema: reportConfigSchema,
  readLive: (db, tenantId) => readReportConfig(db, tenantId),
  materialise: (tx, tenantId, body) => writeReportConfig(tx, tenantId, body, new Date()),
  preview: async (_db, _tenantId, body) => body,
};
