/**
 * The stock vocabulary of the demo inventory's catalogue (every make and model `npm start` can
 * seed, about 100 makes and 500 models), written the way the search index names them: the
 * sentence search's unit tests and benchmark read it instead of a running search service.
 */
import { CAR_BRANDS } from '../../src/features/inventory/catalogue/brands';
import { BICYCLE_BRANDS } from '../../src/features/inventory/catalogue/bicycles';
import { CAMPER_BRANDS, CARAVAN_BRANDS, FOLDING_TRAILER_BRANDS } from '../../src/features/inventory/catalogue/camping';
import { MOTOR_BRANDS } from '../../src/features/inventory/catalogue/motorcycles';
import { slugify } from '../../src/lib/search-request/slug';
import type { StockMake, StockModel, StockVocabulary } from '../../src/lib/search-sentence';
import type { MobilityType } from '../../src/lib/vehicle/enums';

interface CatalogueBrand {
  name: string;
  weight: number;
  models: readonly { model: string; weight: number }[];
}

export function demoStock(): StockVocabulary {
  const makes: StockMake[] = [];
  const models: StockModel[] = [];
  const add = (type: MobilityType, brands: readonly CatalogueBrand[]) => {
    for (const brand of brands) {
      const slug = slugify(brand.name);
      makes.push({ slug, label: brand.name, mobilityTypes: [type], count: Math.round(brand.weight * 100) });
      for (const model of brand.models) models.push({ slug: slugify(model.model), label: model.model, brand: slug, mobilityTypes: [type], count: Math.round(brand.weight * model.weight * 10) });
    }
  };
  add('car', CAR_BRANDS);
  add('bicycle', BICYCLE_BRANDS);
  add('motor', MOTOR_BRANDS);
  add('caramper', [...CARAVAN_BRANDS, ...CAMPER_BRANDS, ...FOLDING_TRAILER_BRANDS]);
  return { makes, models };
}
