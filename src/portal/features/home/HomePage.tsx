import type { CSSProperties } from 'react';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';
import { ServiceOpenerProvider } from '../../app/service-opener';
import { useTheme } from '../themes/use-theme';
import { CalendarWidget } from './CalendarWidget';
import { HomeCardActions } from './HomeCardActions';
import { HomeCards } from './HomeCards';
import { QuickNav } from './QuickNav';
import { ServiceSpecials } from './ServiceSpecials';
import { WelcomeStrip } from './WelcomeStrip';
import './home.css';
import './texts';

/**
 * /homePage, the signed-in home: the welcome strip and the calendar widget, quick navigation, the user's cards,
 * and the service specials. Every part loads on its own, so one slow or failing call never blanks the page.
 * Headings run h1 (the welcome) → h2 (each part) → h3 (inside a part).
 */
export function HomePage() {
  const theme = useTheme();
  return (
    <ServiceOpenerProvider>
      <HomeCardActions>
        <div className="hp" style={themeImagery(theme)}>
          <div className="hp-top">
            <WelcomeStrip />
            <CalendarWidget />
          </div>
          <QuickNav />
          <HomeCards />
          <ServiceSpecials />
        </div>
      </HomeCardActions>
    </ServiceOpenerProvider>
  );
}

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;

/**
 * The theme's imagery beyond its colour (doc2 §3): the banner's border colour and the to-do card's background
 * ("waiting for me to handle"), as CSS variables the welcome strip and the cards read. Only our own files or https
 * images, and only plain colours, ever reach the style.
 */
function themeImagery(theme: ReturnType<typeof useTheme>): CSSProperties | undefined {
  if (!theme) return undefined;
  const vars: Record<string, string> = {};
  if (isAllowedImageUrl(theme.WaitingForMeToHandleBCImg)) vars['--sh-todo-bg'] = `url("${theme.WaitingForMeToHandleBCImg}")`;
  if (COLOUR.test(theme.themeImgBorderColor)) vars['--hp-banner-border'] = theme.themeImgBorderColor;
  return vars as CSSProperties;
}
