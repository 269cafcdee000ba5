import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import type { City, ErrorCode } from '@backline/domain';
import { useEffect, useState } from 'react';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { searchCities } from '../api/search-cities.ts';
import '../texts.ts';

export type CityValue = { id: number; name: string } | null;

export type CityFieldProps = {
  value: CityValue;
  onChange: (value: CityValue) => void;
  error?: ErrorCode;
};

/** A city of the shipped list (`GET /api/cities?q=`), chosen from the matches while typing. */
export function CityField({ value, onChange, error }: CityFieldProps) {
  const { t } = useTranslation(['pages', 'errors']);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ q: string; cities: City[] }>({ q: '', cities: [] });
  const q = query.trim();
  const matches = q !== '' && found.q === q ? found.cities : [];

  useEffect(() => {
    if (q === '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchCities(q, controller.signal).then(
        (answer) => setFound({ q, cities: answer.cities }),
        () => setFound({ q, cities: [] }),
      );
    }, 250);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  if (value) {
    return (
      <Box sx={{ my: 1 }}>
        <Chip
          label={`${t('form.city')}: ${value.name}`}
          onDelete={() => onChange(null)}
          color={error ? 'error' : 'default'}
        />
      </Box>
    );
  }
  return (
    <Box sx={{ position: 'relative' }}>
      <OutlinedField
        label={t('form.city')}
        name="city"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        error={Boolean(error)}
        helperText={error ? t(`errors:${error}`) : undefined}
        margin="dense"
        autoComplete="off"
        inputProps={{ maxLength: 100 }}
      />
      {matches.length > 0 ? (
        <Paper
          component="ul"
          variant="outlined"
          aria-label={t('form.city')}
          sx={{ listStyle: 'none', m: 0, p: 0.5, maxHeight: 240, overflowY: 'auto' }}
        >
          {matches.map((city) => (
            <li key={city.id}>
              <ButtonBase
                onClick={() => {
                  onChange({ id: city.id, name: city.name });
                  setQuery('');
                }}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  p: 1,
                  borderRadius: 1,
                  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                }}
              >
                {city.name}
                {city.region ? `, ${city.region}` : ''} ({city.country})
              </ButtonBase>
            </li>
          ))}
        </Paper>
      ) : null}
    </Box>
  );
}
