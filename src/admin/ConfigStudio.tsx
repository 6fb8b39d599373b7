import { useTranslation } from '../portal/lib/i18n-react';
import { DEFAULT_LANG } from '../shared/i18n';
import type { ConfigMenuEntry } from '../shared/schema/shell';
import type { AdminMountProps } from '../portal/features/config-area/admin-contract';

function samePath(a: string, b: string): boolean {
  const norm = (p: string) => (p.replace(/\/+$/, '') || '/').toLowerCase();
  return norm(a) === norm(b);
}

/** The configuration area: the user's configuration-menu entries on the left, the chosen one on the right. */
export function ConfigStudio({ entries, currentPath, lang, navigate }: AdminMountProps) {
  const { t } = useTranslation();
  // The server names entries in Chinese; other languages name them by route name, else keep the server's title.
  const titleOf = (entry: ConfigMenuEntry): string => (lang === DEFAULT_LANG
    ? entry.title
    : t(`admin.titles.${entry.name}`, { defaultValue: entry.title }));
  const current: ConfigMenuEntry | undefined = entries.find((entry) => samePath(entry.path, currentPath));
  const description = current
    ? t(`admin.descriptions.${current.name}`, { defaultValue: t('admin.descriptionFallback', { title: titleOf(current) }) })
    : t('admin.notInMenu');

  return (
    <div className="sha-studio">
      <nav className="sha-menu" aria-label={t('admin.menuLabel')}>
        <h2 className="sha-menu__title">{t('admin.title')}</h2>
        <ul className="sha-menu__list">
          {entries.map((entry) => {
            const active = current?.id === entry.id;
            return (
              <li key={entry.id}>
                <a
                  href={entry.path}
                  className={`sha-menu__link${active ? ' sha-menu__link--active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={(event) => {
                    // A plain click moves the portal's router; modified clicks keep the browser's behaviour.
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    navigate(entry.path);
                  }}
                >
                  {titleOf(entry)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className="sha-main" aria-labelledby="sha-main-title">
        <h1 id="sha-main-title" className="sha-main__title">{current ? titleOf(current) : t('admin.title')}</h1>
        <p className="sha-main__description">{description}</p>
      </section>
    </div>
  );
}
