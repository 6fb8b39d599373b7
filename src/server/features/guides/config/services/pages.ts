import type { GuideConfigRow, GuideDocument } from '../../../../../shared/schema/guide-config';
import type { ServiceRow } from './services';

/** Each service with its guide's state in the document, in catalogue order. */
export function guideRows(doc: GuideDocument, services: readonly ServiceRow[]): GuideConfigRow[] {
  const byService = new Map(doc.guides.map((g) => [g.serviceId, g]));
  return services.map((s) => {
    const guide = byService.get(s.serviceId);
    return { ...s, hasGuide: guide !== undefined, stepCount: guide?.steps.length ?? 0, materialCount: guide?.materials.length ?? 0 };
  });
}

/** guide/manage/page: services by name or department, with or without a guide, one page of them. */
export function pageGuideRows(
  doc: GuideDocument, services: readonly ServiceRow[], input: { keyword: string; guide: '' | 'with' | 'without'; current: number; size: number },
) {
  const needle = input.keyword.toLowerCase();
  const rows = guideRows(doc, services).filter((r) => (needle === '' || r.serviceName.toLowerCase().includes(needle) || r.serviceDeptName.toLowerCase().includes(needle))
    && (input.guide === '' || r.hasGuide === (input.guide === 'with')));
  const { current, size } = input;
  return { records: rows.slice((current - 1) * size, current * size), total: rows.length, current, size };
}
