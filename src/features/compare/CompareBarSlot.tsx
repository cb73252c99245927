import 'server-only';
import { getT } from '@/lib/i18n/server';
import { CompareBarLazy } from './CompareBarLazy';

/** The compare bar with its copy; pages that show compare buttons render this once. */
export async function CompareBarSlot() {
  const t = await getT('favourites');
  const raw = { interpolation: { escapeValue: false }, count: '{{count}}', max: '{{max}}', title: '{{title}}' };
  return (
    <CompareBarLazy
      copy={{
        label: t('compare.bar.label'),
        countOne: t('compare.bar.count_one', raw),
        countOther: t('compare.bar.count_other', raw),
        limit: t('compare.bar.limit', raw),
        full: t('compare.bar.full', raw),
        addMore: t('compare.bar.addMore'),
        review: t('compare.bar.review'),
        compare: t('compare.bar.compare'),
        clear: t('compare.bar.clear'),
        dialogTitle: t('compare.bar.dialogTitle'),
        close: t('compare.bar.close'),
        removeLabel: t('compare.bar.removeLabel', raw),
      }}
    />
  );
}
