/**
 * The registry writes makes and models in capitals ('VOLKSWAGEN', 'GOLF VARIANT'); we show them
 * as the maker does. A name the catalogue knows is taken from it ('MERCEDES-BENZ' →
 * 'Mercedes-Benz', 'CITROEN' → 'Citroën', 'ID.3' stays 'ID.3'); anything else is title-cased.
 */

export interface KnownBrand {
  name: string;
  models: readonly string[];
}

/** Letters and digits only, without accents, lower case: 'Citroën' and 'CITROEN' compare equal. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** 'GOLF VARIANT' → 'Golf Variant', 'MERCEDES-BENZ' → 'Mercedes-Benz', 'XC60' → 'XC60'. */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s\-/(])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase())
    // A word of letters and digits mixed is a type code: the registry's capitals are right there.
    .replace(/\b(?=[\p{L}\d]*\d)(?=[\p{L}\d]*\p{L})[\p{L}\d]+\b/gu, (word) => word.toUpperCase());
}

export interface DisplayNames {
  brand: (merk: string) => string;
  model: (brand: string, handelsbenaming: string) => string;
}

export function createDisplayNames(known: readonly KnownBrand[]): DisplayNames {
  const brands = new Map<string, KnownBrand>();
  for (const brand of known) {
    const key = nameKey(brand.name);
    const existing = brands.get(key);
    // A make can appear under several mobility types (BMW cars and motorcycles): one list of models.
    brands.set(key, existing ? { name: existing.name, models: [...existing.models, ...brand.models] } : brand);
  }
  return {
    brand: (merk) => brands.get(nameKey(merk))?.name ?? titleCase(merk),
    model(brand, handelsbenaming) {
      const models = brands.get(nameKey(brand))?.models ?? [];
      const key = nameKey(handelsbenaming);
      const exact = models.find((model) => nameKey(model) === key);
      if (exact) return exact;
      // 'GOLF VARIANT': the catalogue's 'Golf' followed by the registry's own words.
      const prefix = models
        .filter((model) => {
          const modelKey = nameKey(model);
          return modelKey.length > 0 && key.startsWith(modelKey) && handelsbenaming.trim().toUpperCase().startsWith(`${model.toUpperCase()} `);
        })
        .sort((a, b) => b.length - a.length)[0];
      if (prefix) return `${prefix} ${titleCase(handelsbenaming.trim().slice(prefix.length))}`;
      return titleCase(handelsbenaming);
    },
  };
}
