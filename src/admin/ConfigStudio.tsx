import { useTranslation } from 'react-i18next';
import type { ConfigMenuEntry } from '../shared/schema/shell';
import type { AdminMountProps } from '../portal/features/config-area/admin-contract';

function samePath(a: string, b: string): boolean {
  const norm = (p: string) => (p.replace(/\/+$/, '') || '/').toLowerCase();
  return norm(a) === norm(b);
}

/** The configuration area: the user's configuration-menu entries on the left, the chosen one on the right. */
export function ConfigStudio({ entries, currentPath, navigate }: AdminMountProps) {
  const { t } = useTranslation();
  const current: ConfigMenuEntry | undefined = entries.find((entry) => samePath(entry.path, currentPath));
  const descriptionKey = current ? `admin.descriptions.${current.name}` : null;
  const description = current && descriptionKey
    ? t(descriptionKey, { defaultValue: t('admin.descriptionFallback', { title: current.title }) })
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
                  {entry.title}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className="sha-main" aria-labelledby="sha-main-title">
        <h1 id="sha-main-title" className="sha-main__title">{current?.title ?? t('admin.title')}</h1>
        <p className="sha-main__description">{description}</p>
      </section>
    </div>
  );
}
