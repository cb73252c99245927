import { labelWith, type Translate } from '@/lib/i18n/translate';
import type { CardCopy } from './VehicleCard';

/** The card's words from the `search` namespace; the labels with a title or city are translated once and filled per card. */
export function cardCopy(t: Translate): CardCopy {
  return {
    summary: t('card.summary'),
    warranties: t('card.warranties'),
    nap: t('card.nap'),
    napTitle: t('card.napTitle'),
    noPhoto: t('card.noPhoto'),
    favourite: labelWith(t, 'card.favourite', 'title'),
    compare: labelWith(t, 'card.compare', 'title'),
    dealerCity: labelWith(t, 'card.dealerCity', 'city'),
  };
}
