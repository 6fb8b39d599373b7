// The portal loads English on first use (src/shared/i18n); the unit tier renders in either language at once, as the
// studio does, so English is there from the start. tests/unit/shared/i18n/lazy-english.test.ts covers the loading.
import { provideEnglish } from '../../src/shared/i18n';
import { en } from '../../src/shared/i18n/locales/en';

provideEnglish(en);
