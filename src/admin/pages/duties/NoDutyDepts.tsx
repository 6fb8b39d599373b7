import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { deptInfoNoSetDutyDept } from '../../../shared/api/catalogue/dept-duty-config';
import { messageOf } from '../../components/drafts/errors';
import { useCallQuery } from '../../data-provider/use-call';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** ospDeptInfo/noSetDutyDept: the departments the draft gives no duty, each with a shortcut to add one. */
export function NoDutyDepts({ editHint }: { editHint: unknown }) {
  const { t } = useStudioTranslation();
  const load = useCallQuery(deptInfoNoSetDutyDept, {});
  const { refetch } = load;
  // An edit of the draft can change the answer: read it again (the first read is the query's own).
  const readFor = useRef(editHint);
  useEffect(() => {
    if (readFor.current === editHint) return;
    readFor.current = editHint;
    void refetch();
  }, [editHint, refetch]);

  if (load.isError && !load.isFetching) {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void refetch(); }}>{t('duties.retry')}</Button>}>{t('duties.loadFailed')}：{messageOf(load.error)}</Alert>;
  }
  // Each read shows the spinner, a read again after an edit too: the list it replaces may be out of date.
  if (load.isFetching || load.data === undefined) return <CircularProgress size={24} aria-label={t('duties.tabs.noDuty')} sx={{ m: 2 }} />;
  if (load.data.length === 0) return <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('duties.noDutyNone')}</Typography>;
  return (
    <Box>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('duties.noDutyHelp')}</Typography>
      <List dense>
        {load.data.map((dept) => (
          <ListItem key={dept.deptId} divider secondaryAction={
            <Button size="small" component={Link} to="/duties/create" state={{ record: { deptId: dept.deptId } }} aria-label={t('duties.addFor', { name: dept.deptName })}>
              {t('duties.create')}
            </Button>
          }>
            <ListItemText primary={dept.deptName} secondary={`${dept.deptCode} · ${dept.category}`} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
