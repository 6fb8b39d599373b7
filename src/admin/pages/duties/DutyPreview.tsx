import { Box, Chip, Typography } from '@mui/material';
import type { DeptDutyPreview } from '../../../shared/schema/dept-duty-config';
import { DUTY_TYPE_NAMES, type DutyType } from '../../../shared/schema/three-lists';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** What the three lists would show from the draft: each department with its duties in order. */
export function DutyPreview({ preview }: { preview: DeptDutyPreview }) {
  const { t } = useStudioTranslation();
  return (
    <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
      {preview.map((dept) => (
        <Box key={dept.deptId} component="section" sx={{ mb: 1.5 }}>
          <Typography component="h3" sx={{ fontSize: 15, fontWeight: 600 }}>{dept.deptName} · {t('duties.previewDept', { n: dept.duties.length })}</Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {dept.duties.map((d) => (
              <li key={d.dutyCode}>
                {d.dutyName}（{d.dutyType === '' ? t('duties.noType') : DUTY_TYPE_NAMES[d.dutyType as DutyType]}）
                {d.isPublic ? null : <Chip size="small" label={t('duties.internal')} sx={{ ml: 1 }} />}
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
