import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { deptInfoNoSetDutyDept } from '../../../shared/api/catalogue/dept-duty-config';
import type { NoDutyDept } from '../../../shared/schema/dept-duty-config';
import { messageOf } from '../../components/drafts/errors';
import { useStudioProps } from '../../studio-props';
import { useDutyTexts } from './texts';

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; depts: NoDutyDept[] };

/** ospDeptInfo/noSetDutyDept: the departments the draft gives no duty, each with a shortcut to add one. */
export function NoDutyDepts({ editHint }: { editHint: unknown }) {
  const t = useDutyTexts();
  const { blade } = useStudioProps().clients;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const read = useCallback(() => {
    setLoad({ kind: 'loading' });
    blade.call(deptInfoNoSetDutyDept, {}, { silent: true }).then(
      (depts) => { setLoad({ kind: 'ready', depts }); },
      (error: unknown) => { setLoad({ kind: 'failed', message: messageOf(error) }); },
    );
  }, [blade]);
  useEffect(() => { read(); }, [read, editHint]);

  if (load.kind === 'loading') return <CircularProgress size={24} aria-label={t.tabs.noDuty} sx={{ m: 2 }} />;
  if (load.kind === 'failed') {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={read}>{t.retry}</Button>}>{t.loadFailed}：{load.message}</Alert>;
  }
  if (load.depts.length === 0) return <Typography sx={{ p: 2, color: 'text.secondary' }}>{t.noDutyNone}</Typography>;
  return (
    <Box>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t.noDutyHelp}</Typography>
      <List dense>
        {load.depts.map((dept) => (
          <ListItem key={dept.deptId} divider secondaryAction={
            <Button size="small" component={Link} to="/duties/create" state={{ record: { deptId: dept.deptId } }} aria-label={t.addFor(dept.deptName)}>
              {t.create}
            </Button>
          }>
            <ListItemText primary={dept.deptName} secondary={`${dept.deptCode} · ${dept.category}`} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
