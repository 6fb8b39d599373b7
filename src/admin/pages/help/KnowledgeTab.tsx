import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, DialogContentText, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useNotify } from 'react-admin';
import { knowledgePage, knowledgeRemove, questionSceneSelectList } from '../../../shared/api/catalogue/robot';
import type { KnowledgeItem, KnowledgeSortField, SceneOption } from '../../../shared/schema/robot';
import type { ListSort } from '../../../shared/schema/list-sort';
import { ConfirmDialog } from '../../components/drafts';
import { useCallQuery, useSend } from '../../data-provider/use-call';
import { KnowledgeDialog } from './KnowledgeDialog';
import { ListSpreadsheet } from './ListSpreadsheet';
import { PagedTable, type Column } from './PagedTable';
import { SearchBar } from './SearchBar';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { sortInput, usePaged } from './use-paged';

const NO_SCENES: readonly SceneOption[] = [];

/** The robot's knowledge base: search by words and scene, page through, add, change and delete questions. */
export function KnowledgeTab() {
  const { t } = useStudioTranslation();
  const send = useSend();
  const notify = useNotify();
  // Published scenes only: a question's scene must exist in the live table the robot reads. A failed read offers none.
  const sceneOptions = useCallQuery(questionSceneSelectList, {});
  const scenes: readonly SceneOption[] = sceneOptions.data ?? NO_SCENES;
  const [editing, setEditing] = useState<{ item: KnowledgeItem | null } | null>(null);
  const [removing, setRemoving] = useState<KnowledgeItem | null>(null);
  const paged = usePaged(knowledgePage,
    (f: { keyword: string; sceneId: string }, current, size, sort: ListSort<KnowledgeSortField> | null) => ({ ...f, current, size, ...sortInput(sort) }),
    { keyword: '', sceneId: '' });


  const columns: Column<KnowledgeItem, KnowledgeSortField>[] = [
    { key: 'question', label: t('helpConfig.knowledge.question'), sortField: 'question', render: (r) => <Typography sx={{ fontSize: 14, maxWidth: 360 }}>{r.question}</Typography> },
    { key: 'scene', label: t('helpConfig.knowledge.scene'), sortField: 'sceneName', render: (r) => r.sceneName, wide: true },
    { key: 'status', label: t('helpConfig.knowledge.status'), sortField: 'status', render: (r) => (
      <Chip size="small" variant="outlined" color={r.status === 1 ? 'success' : 'default'} label={r.status === 1 ? t('helpConfig.knowledge.online') : t('helpConfig.knowledge.offline')} />
    ) },
    { key: 'visibility', label: t('helpConfig.knowledge.visibility'), sortField: 'visibility', render: (r) => (r.visibility === 'public' ? t('helpConfig.knowledge.visibilityPublic') : t('helpConfig.knowledge.visibilityUser')), wide: true },
    { key: 'views', label: t('helpConfig.knowledge.views'), sortField: 'viewCount', render: (r) => r.viewCount, wide: true },
    { key: 'solved', label: t('helpConfig.knowledge.solved'), sortField: 'solvedCount', render: (r) => `${r.solvedCount} / ${r.unsolvedCount}`, wide: true },
    { key: 'actions', label: '', render: (r) => (
      <Box sx={{ display: 'flex' }}>
        <IconButton size="small" aria-label={`${t('helpConfig.edit')} ${r.question}`} onClick={() => { setEditing({ item: r }); }}><EditOutlinedIcon fontSize="small" /></IconButton>
        <IconButton size="small" aria-label={`${t('helpConfig.remove')} ${r.question}`} onClick={() => { setRemoving(r); }}><DeleteOutlinedIcon fontSize="small" /></IconButton>
      </Box>
    ) },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info">{t('helpConfig.knowledge.liveHint')}</Alert>
      <ListSpreadsheet list="knowledge" filter={paged.filters} sort={paged.sort} onImported={() => { void paged.reload(); }} />
      <SearchBar keywordLabel={t('helpConfig.knowledge.keyword')} initial={paged.filters.keyword}
        onSearch={(keyword) => { paged.setFilters({ ...paged.filters, keyword }); }}
        extra={(
          <TextField color="secondary" select size="small" label={t('helpConfig.knowledge.scene')} value={paged.filters.sceneId} sx={{ minWidth: 160, flex: '0 1 220px' }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => { paged.setFilters({ ...paged.filters, sceneId: e.target.value }); }}>
            <MenuItem value="">{t('helpConfig.knowledge.allScenes')}</MenuItem>
            {scenes.map((s) => <MenuItem key={s.value} value={s.value}>{s.label}</MenuItem>)}
          </TextField>
        )}
        action={<Button color="secondary" variant="contained" startIcon={<AddIcon />} onClick={() => { setEditing({ item: null }); }}>{t('helpConfig.knowledge.newQuestion')}</Button>} />
      <PagedTable label={t('helpConfig.tabs.knowledge')} state={paged.state} columns={columns} sort={paged.sort} onSort={paged.toggleSort} rowKey={(r) => r.questionId} current={paged.current} size={paged.size}
        onPage={paged.setCurrent} onSize={paged.setSize} onRetry={() => { void paged.reload(); }} />
      {editing ? (
        <KnowledgeDialog item={editing.item} scenes={scenes} onClose={() => { setEditing(null); }}
          onSaved={() => { setEditing(null); notify(t('helpConfig.saved'), { type: 'success' }); void paged.reload(); }} />
      ) : null}
      {removing ? (
        <ConfirmDialog title={t('helpConfig.knowledge.removeTitle', { q: removing.question })} confirmLabel={t('helpConfig.remove')} onClose={() => { setRemoving(null); }}
          onConfirm={async () => {
            await send(knowledgeRemove, { questionIds: [removing.questionId] });
            notify(t('helpConfig.removed'), { type: 'info' });
            setRemoving(null);
            void paged.reload();
          }}>
          <DialogContentText>{t('helpConfig.knowledge.removeBody')}</DialogContentText>
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}
