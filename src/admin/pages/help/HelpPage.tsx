import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { FeedbackTab } from './FeedbackTab';
import { KnowledgeTab } from './KnowledgeTab';
import { RobotTab } from './RobotTab';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { WordsTab } from './WordsTab';

const TABS = ['robot', 'knowledge', 'words', 'feedback'] as const;
type TabName = (typeof TABS)[number];

/**
 * The help-and-feedback configuration (the spec's /font/onlineServiceClientConfig/#/helpAndFeedbackConfig): the
 * robot and its scenes over a draft, the knowledge base, SHELL-10's word list and feedback handling. A tab's panel
 * is mounted only while it is shown, so each reads its list when opened.
 */
export function HelpPage() {
  const { t } = useStudioTranslation();
  const [tab, setTab] = useState<TabName>('robot');
  return (
    <Box sx={{ py: 1 }}>
      <Typography component="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>{t('helpConfig.title')}</Typography>
      <Tabs value={tab} onChange={(_e, value: TabName) => { setTab(value); }} variant="scrollable" allowScrollButtonsMobile
        textColor="secondary" indicatorColor="secondary" aria-label={t('helpConfig.title')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((name) => <Tab key={name} value={name} label={t(`helpConfig.tabs.${name}`)} id={`help-tab-${name}`} aria-controls={`help-panel-${name}`} />)}
      </Tabs>
      <Box role="tabpanel" id={`help-panel-${tab}`} aria-labelledby={`help-tab-${tab}`}>
        {tab === 'robot' ? <RobotTab /> : null}
        {tab === 'knowledge' ? <KnowledgeTab /> : null}
        {tab === 'words' ? <WordsTab /> : null}
        {tab === 'feedback' ? <FeedbackTab /> : null}
      </Box>
    </Box>
  );
}
