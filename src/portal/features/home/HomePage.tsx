import { ServiceOpenerProvider } from '../services';
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
  return (
    <ServiceOpenerProvider>
      <HomeCardActions>
        <div className="hp">
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
