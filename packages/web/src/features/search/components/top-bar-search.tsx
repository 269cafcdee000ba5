import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_QUERY_MIN_LENGTH, type SearchHit } from '@backline/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ComboBox } from '../../../components/ui/combo-box.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { flattenHits, searchPath, searchSuggestQuery } from '../api/search-api.ts';
import { SearchHitLabel } from './search-hit-label.tsx';

/** The last option of the list: every result on the results screen. */
type Option = { all: true; q: string } | { all: false; hit: SearchHit };

/**
 * The top bar's search (issue 17): a field with instant suggestions (the combobox pattern: arrow
 * keys, Enter, Escape), a few hits per kind; Enter without a suggestion chosen opens the results
 * screen. From `md` the field sits in the bar; on phones a button opens it over the bar.
 */
export function TopBarSearch() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [expanded, setExpanded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const q = useDebouncedValue(input.trim().replace(/\s+/g, ' '));
  const enabled = q.length >= SEARCH_QUERY_MIN_LENGTH;
  const suggestions = useQuery({ ...searchSuggestQuery(q), enabled });
  const hits = enabled && suggestions.data ? flattenHits(suggestions.data.groups) : [];
  const options: Option[] = enabled
    ? [...hits.map((hit): Option => ({ all: false, hit })), { all: true, q }]
    : [];

  const close = () => {
    setInput('');
    setExpanded(false);
  };
  const go = (path: string) => {
    close();
    inputRef.current?.blur();
    void navigate(path);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = input.trim();
    if (typed.length >= SEARCH_QUERY_MIN_LENGTH) go(searchPath(typed));
  };
  const open = () => {
    setExpanded(true);
    // The field shows with this render; focus it right after.
    setTimeout(() => inputRef.current?.focus(), 0);
  };

  return (
    <>
      <IconButton
        color="inherit"
        onClick={open}
        aria-label={t('box.open')}
        aria-expanded={expanded}
        sx={{ display: { xs: expanded ? 'none' : 'inline-flex', md: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      <Box
        component="form"
        role="search"
        aria-label={t('box.label')}
        onSubmit={submit}
        sx={{
          display: { xs: expanded ? 'flex' : 'none', md: 'flex' },
          alignItems: 'center',
          gap: 0.5,
          // Phones: over the whole bar; from md: a field of its own width in the bar.
          position: { xs: 'absolute', md: 'static' },
          inset: { xs: 0, md: 'auto' },
          zIndex: { xs: 2, md: 'auto' },
          px: { xs: 1, md: 0 },
          bgcolor: 'background.paper',
          width: { md: 300 },
          // The field takes the room and the close button keeps its size (`:first-of-type`
          // matched the button too, the first of its element type, and halved the field).
          '& > :first-child': { flex: 1, minWidth: 0 },
        }}
      >
        <ComboBox<Option>
          label={t('box.fieldLabel')}
          inputValue={input}
          onInputChange={setInput}
          options={options}
          optionKey={(option) => (option.all ? 'all' : `${option.hit.kind}-${option.hit.id}`)}
          optionLabel={(option) =>
            option.all ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
                <SearchIcon fontSize="small" aria-hidden="true" />
                {t('box.all', { q: option.q })}
              </Box>
            ) : (
              <SearchHitLabel hit={option.hit} />
            )
          }
          onPick={(option) => go(option.all ? searchPath(option.q) : option.hit.path)}
          inputRef={inputRef}
          compact
        />
        <IconButton onClick={close} aria-label={t('box.close')} sx={{ display: { md: 'none' } }}>
          <CloseIcon />
        </IconButton>
      </Box>
    </>
  );
}
