/** The old site's yes/no facets: our switches and the certainties it offered as switches (decision 035). */
import type { Translate } from '@/lib/i18n/translate';
import type { SearchRequest } from '@/lib/search-request/schema';
import { facet, type FacetsSource, type LegacyFacet } from './facet-shape';

/** Old facet name → our switch, in the old site's order. */
const SWITCHES = [
  ['IsFinanceable', 'onlineToFinance'],
  ['HasNapWeblabel', 'napOnly'],
  ['VatDeductible', 'vatDeductible'],
  ['IsLeaseable', 'onlineToLease'],
  ['IsPluginHybride', 'pluginHybrid'],
] as const;

/** Old facet name → the certainty whose label it shows and the certainties it selects. */
const CERTAINTY_SWITCHES = [
  ['FullyServiced', 'volledigOnderhouden', ['volledigOnderhouden']],
  ['HasBovagChecklist', 'puntencheck40', ['puntencheck30', 'puntencheck35', 'puntencheck40', 'puntencheck70']],
  ['CarServicedOnDelivery', 'afleverbeurt', ['afleverbeurt']],
] as const;

export function flagFacets(source: FacetsSource, request: SearchRequest, t: Translate): LegacyFacet[] {
  const fields = request as unknown as Readonly<Record<string, unknown>>;
  const switches = SWITCHES.filter(([, field]) => typeof source[field] === 'number').map(([name, field]) => {
    // The client asks motorcycles for HasNapOrBit: the same switch under the old motorcycle name.
    const oldName = name === 'HasNapWeblabel' && request.mobilityType === 'motor' ? 'HasNapOrBit' : name;
    return facet(oldName, t(`flags.${field}`), [], { selected: fields[field] === true, hidden: source[field] === 0 && fields[field] !== true });
  });
  const certainties = new Set(request.certainties as readonly string[]);
  const certaintySwitches = CERTAINTY_SWITCHES.map(([name, labelOf, values]) =>
    facet(name, t(`vehicle:certainty.${labelOf}`), [], { selected: values.some((value) => certainties.has(value)) }),
  );
  return [...switches, ...certaintySwitches];
}
