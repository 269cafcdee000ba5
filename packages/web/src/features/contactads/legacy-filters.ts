import { foldForSearch, INSTRUMENTS, isInstrumentId, REGIONS } from '@backline/domain';

/**
 * The old addresses `/musikersuche/region/{region}/{instrument}` name a region and an instrument
 * by their names ("Bayern", "Schlagzeug", "Bavaria"); the list filters by ids (`DE-02`,
 * `drums`). These turn a name into its id (German or English, case and accents aside).
 */
export function regionIdOf(value: string): string | null {
  const folded = foldForSearch(value.trim());
  const region = REGIONS.find(
    (item) =>
      `${item.country}-${item.code}` === value ||
      foldForSearch(item.de) === folded ||
      foldForSearch(item.en) === folded,
  );
  return region ? `${region.country}-${region.code}` : null;
}

export function instrumentIdOf(value: string): string | null {
  if (isInstrumentId(value)) return value;
  const folded = foldForSearch(value.trim());
  const instrument = INSTRUMENTS.find(
    (item) => foldForSearch(item.de) === folded || foldForSearch(item.en) === folded,
  );
  return instrument?.id ?? null;
}

/**
 * The list's filters with region and instrument names replaced by ids; null when nothing
 * needed to change. A name that names nothing is dropped (the server would refuse it).
 */
export function normalizeLegacyFilters(params: URLSearchParams): URLSearchParams | null {
  const next = new URLSearchParams(params);
  let changed = false;
  const region = params.get('region');
  if (region !== null) {
    const id = regionIdOf(region);
    if (id !== region) {
      changed = true;
      if (id) next.set('region', id);
      else next.delete('region');
    }
  }
  const inst = params.get('inst');
  if (inst !== null) {
    const ids = inst
      .split(',')
      .map((item) => instrumentIdOf(item))
      .filter((id): id is string => id !== null);
    const joined = [...new Set(ids)].join(',');
    if (joined !== inst) {
      changed = true;
      if (joined) next.set('inst', joined);
      else next.delete('inst');
    }
  }
  return changed ? next : null;
}
