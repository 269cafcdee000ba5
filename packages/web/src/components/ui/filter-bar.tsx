import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedField } from './outlined-field.tsx';

// The panel (MUI's modal Drawer) loads when it is first wanted, not with the list.
const loadFilterPanel = () => import('./filter-panel.tsx');
const FilterPanel = lazy(() =>
  loadFilterPanel().then((module) => ({ default: module.FilterPanel })),
);

/** A filter that is on or off, one tap away on the bar ("Nur mit Gage"). */
export type QuickFilter = { key: string; label: string; selected: boolean; onToggle: () => void };
/** A filter that is set, as a removable chip ("Auftrittsart: Live"). */
export type ActiveFilter = { key: string; label: string; onRemove: () => void };

export type FilterBarProps = {
  search: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    /** Enter applies the text at once (the list applies it anyway when typing pauses). */
    onSubmit: (event: FormEvent) => void;
    /** What can be searched, shown in the empty field ("z. B. „Open Stage“"). */
    placeholder?: string;
    name?: string;
  };
  /** The two or three filters used most, as toggle chips. */
  quickFilters?: QuickFilter[];
  /** The other filters that are set, each removable on its own. */
  activeFilters?: ActiveFilter[];
  /** The filters set (quick ones included; the search and the order are none): "Filter (n)". */
  filterCount: number;
  /** The full filter set, shown in the panel behind the "Filter (n)" button. */
  panel: ReactNode;
  /** The number of results, for the panel's closing button. */
  resultCount?: number;
  /** The result count in words ("12 Angebote"), announced when it changes. */
  resultText?: string;
  /** Clears every filter and the search; the reset button shows while something is set. */
  onReset?: () => void;
  /** Whether anything is set (the search included), so there is something to reset. */
  resettable?: boolean;
};

/**
 * The compact head of every filtered list (gigs, directory, contact ads, marketplace): the
 * search field, the most used filters as chips, a "Filter (n)" button that opens the full set
 * (a bottom sheet on phones, a side panel on wide screens), the active filters as removable chips
 * and the result count. It takes two or three rows, so the first results show on the first screen.
 */
export function FilterBar({
  search,
  quickFilters = [],
  activeFilters = [],
  filterCount,
  panel,
  resultCount,
  resultText,
  onReset,
  resettable = filterCount > 0,
}: FilterBarProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const chips = quickFilters.length + activeFilters.length > 0;
  return (
    <Box component="section" aria-label={t('filterBar.label')} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <Box component="form" role="search" onSubmit={search.onSubmit} sx={{ flexGrow: 1 }}>
          <OutlinedField
            label={search.label}
            name={search.name ?? 'q'}
            type="search"
            size="small"
            value={search.value}
            placeholder={search.placeholder}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </Box>
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadFilterPanel().catch(() => undefined)}
          onFocus={() => void loadFilterPanel().catch(() => undefined)}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          sx={{ flexShrink: 0, minHeight: 40, whiteSpace: 'nowrap' }}
        >
          {filterCount > 0
            ? t('filterBar.button', { count: filterCount })
            : t('filterBar.buttonNone')}
        </Button>
      </Stack>
      {chips ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1.25 }}>
          {quickFilters.map((filter) => (
            <Chip
              key={filter.key}
              label={filter.label}
              color={filter.selected ? 'primary' : 'default'}
              variant={filter.selected ? 'filled' : 'outlined'}
              aria-pressed={filter.selected}
              onClick={filter.onToggle}
            />
          ))}
          {activeFilters.map((filter) => (
            <Chip
              key={filter.key}
              label={filter.label}
              color="primary"
              variant="outlined"
              // The whole chip removes its filter; its name says which.
              aria-label={t('filterBar.remove', { label: filter.label })}
              onClick={filter.onRemove}
              onDelete={filter.onRemove}
            />
          ))}
        </Stack>
      ) : null}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1, minHeight: 32 }}
      >
        <Typography variant="body2" color="text.secondary" role="status">
          {resultText}
        </Typography>
        {onReset && resettable ? (
          <Button size="small" onClick={onReset}>
            {t('filterBar.reset')}
          </Button>
        ) : null}
      </Stack>
      {used ? (
        <Suspense fallback={null}>
          <FilterPanel
            open={open}
            onClose={() => setOpen(false)}
            resultCount={resultCount}
            onReset={onReset}
            resetDisabled={!resettable}
          >
            {panel}
          </FilterPanel>
        </Suspense>
      ) : null}
    </Box>
  );
}
