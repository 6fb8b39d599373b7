import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, DialogContentText, IconButton, TextField } from '@mui/material';
import { useLocaleState, useNotify } from 'react-admin';
import type { z } from 'zod/mini';
import { sensitiveWordList, sensitiveWordRemove, sensitiveWordSubmit } from '../../../shared/api/catalogue/ratings';
import { sensitiveWordSubmitSchema, type SensitiveWordSortField } from '../../../shared/schema/ratings';
import type { ListSort } from '../../../shared/schema/list-sort';
import { ConfirmDialog } from '../../components/drafts';
import { useSend } from '../../data-provider/use-call';
import { ListSpreadsheet } from './ListSpreadsheet';
import { PagedTable, type Column } from './PagedTable';
import { SearchBar } from './SearchBar';
import { applyServerErrors } from './server-errors';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { sortInput, usePaged } from './use-paged';

const resolver = zodResolver(sensitiveWordSubmitSchema);
type Input = z.input<typeof sensitiveWordSubmitSchema>;
type Word = { id: string; word: string; category: string; createdAt: string };

/** SHELL-10's word list, the administrator's own: search, page, add and delete; live at once. */
export function WordsTab() {
  const { t } = useStudioTranslation();
  const send = useSend();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [removing, setRemoving] = useState<Word | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const paged = usePaged(sensitiveWordList,
    (f: { keyword: string }, current, size, sort: ListSort<SensitiveWordSortField> | null) => ({ ...f, current, size, ...sortInput(sort) }), { keyword: '' }, 20);
  const form = useForm<Input, unknown, z.output<typeof sensitiveWordSubmitSchema>>({ resolver, defaultValues: { word: '', category: '' } });

  const add = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send(sensitiveWordSubmit, values);
      notify(t('helpConfig.saved'), { type: 'success' });
      form.reset({ word: '', category: values.category });
      void paged.reload();
    } catch (error) {
      setFormError(applyServerErrors<Input>(error, ['word', 'category'], form.setError));
    }
  });

  const columns: Column<Word, SensitiveWordSortField>[] = [
    { key: 'word', label: t('helpConfig.words.word'), sortField: 'word', render: (r) => r.word },
    { key: 'category', label: t('helpConfig.words.category'), sortField: 'category', render: (r) => r.category || '—' },
    { key: 'createdAt', label: t('helpConfig.words.createdAt'), sortField: 'createdAt', render: (r) => new Date(r.createdAt).toLocaleString(locale === 'en' ? 'en' : 'zh-CN'), wide: true },
    { key: 'actions', label: '', render: (r) => (
      <IconButton size="small" aria-label={`${t('helpConfig.remove')} ${r.word}`} onClick={() => { setRemoving(r); }}><DeleteOutlinedIcon fontSize="small" /></IconButton>
    ) },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info">{t('helpConfig.words.help')}</Alert>
      <Box component="form" noValidate aria-label={t('helpConfig.add')} onSubmit={(e) => { void add(e); }} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Controller control={form.control} name="word" render={({ field, fieldState }) => (
          <TextField color="secondary" size="small" {...field} label={t('helpConfig.words.word')} required error={fieldState.error !== undefined} helperText={fieldState.error?.message} />
        )} />
        <Controller control={form.control} name="category" render={({ field, fieldState }) => (
          <TextField color="secondary" size="small" {...field} value={field.value ?? ''} label={t('helpConfig.words.category')} error={fieldState.error !== undefined} helperText={fieldState.error?.message} />
        )} />
        <Button type="submit" color="secondary" variant="contained" disabled={form.formState.isSubmitting}>{t('helpConfig.add')}</Button>
      </Box>
      {formError !== null ? <Alert severity="error" role="alert">{formError}</Alert> : null}
      <ListSpreadsheet list="sensitiveWord" filter={paged.filters} sort={paged.sort} />
      <SearchBar keywordLabel={t('helpConfig.words.keyword')} initial="" onSearch={(keyword) => { paged.setFilters({ keyword }); }} />
      <PagedTable label={t('helpConfig.tabs.words')} state={paged.state} columns={columns} sort={paged.sort} onSort={paged.toggleSort} rowKey={(r) => r.id} current={paged.current} size={paged.size}
        onPage={paged.setCurrent} onSize={paged.setSize} onRetry={() => { void paged.reload(); }} />
      {removing ? (
        <ConfirmDialog title={t('helpConfig.words.removeTitle', { q: removing.word })} confirmLabel={t('helpConfig.remove')} onClose={() => { setRemoving(null); }}
          onConfirm={async () => {
            await send(sensitiveWordRemove, { ids: [removing.id] });
            notify(t('helpConfig.removed'), { type: 'info' });
            setRemoving(null);
            void paged.reload();
          }}>
          <DialogContentText>{t('helpConfig.words.removeBody')}</DialogContentText>
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}
