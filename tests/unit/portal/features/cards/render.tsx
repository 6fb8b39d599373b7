import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { createI18n, type Lang } from '../../../../../src/shared/i18n';
import { I18nProvider } from '../../../../../src/portal/lib/i18n-react';
import { CardActionsProvider, type CardActions } from '../../../../../src/portal/features/cards';

/** Card actions that record their calls. */
export function spyActions() {
  return {
    openService: vi.fn<CardActions['openService']>(),
    openMessage: vi.fn<CardActions['openMessage']>(),
    openNews: vi.fn<CardActions['openNews']>(),
    openTool: vi.fn<CardActions['openTool']>(),
    openImages: vi.fn<CardActions['openImages']>(),
    openTodo: vi.fn<CardActions['openTodo']>(),
    openTarget: vi.fn<CardActions['openTarget']>(),
    navigate: vi.fn<CardActions['navigate']>(),
    openCardUrl: vi.fn<CardActions['openCardUrl']>(),
  } satisfies CardActions;
}

/** Renders cards as the portal and the studio do: a translator and, when given, card actions; nothing else. */
export function renderCards(ui: ReactElement, options: { actions?: CardActions; lang?: Lang } = {}) {
  const i18n = createI18n(options.lang ?? 'zh-CN');
  const { actions } = options;
  // A wrapper, so rerender() keeps the providers.
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        {actions ? <CardActionsProvider value={actions}>{children}</CardActionsProvider> : children}
      </I18nProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), i18n };
}
