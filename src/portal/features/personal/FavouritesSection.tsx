import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { FavouritesPanel } from '../favourites';
import { ServiceDetailDialog } from '../service-detail';
import { useServiceOpener } from '../../app/service-opener';

/** 我的收藏: the directory's favourites panel; 详情 opens the signed-in detail dialog here. */
export function FavouritesSection() {
  const { t } = useTranslation();
  const opener = useServiceOpener();
  const [detailId, setDetailId] = useState<string | null>(null);
  // The panel reloads itself after its own changes; one made in the dialog needs a fresh panel.
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <p className="pc-intro">{t('personal.favourites.intro')}</p>
      <FavouritesPanel key={generation} onOpenService={opener.openService} onShowDetail={setDetailId} />
      {detailId !== null ? (
        <ServiceDetailDialog
          serviceId={detailId}
          visitor={false}
          onClose={() => setDetailId(null)}
          onCollectedChange={() => setGeneration((n) => n + 1)}
        />
      ) : null}
    </>
  );
}
